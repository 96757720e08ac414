// Screenshots of the operator console for docs/operations.md (docs/images/ops-*.png): the sign-in, the withdrawals
// queue and the audit log, at 1280×800, signed in as the demo finance operator. Needs a running server with the demo
// seed (`npm start`, or NODE_ENV=production SEED_DEMO=1): `tsx scripts/ops-screenshots.ts [base URL]`.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = 'docs/images';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/ops/sign-in`);
  await page.getByRole('textbox', { name: 'User name' }).fill('finance');
  await page.screenshot({ path: `${out}/ops-sign-in.png` });
  await page.getByLabel('Password').fill('finance1234!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table', { name: /Withdrawal requests/ }).waitFor();
  await page.screenshot({ path: `${out}/ops-withdrawals.png` });
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('table', { name: /Operator actions/ }).waitFor();
  await page.screenshot({ path: `${out}/ops-audit.png` });
  console.log(`screenshots in ${out}/ops-{sign-in,withdrawals,audit}.png`);
} finally {
  await browser.close();
}
