// Operator console journeys (issue 29) on a desktop against the reference server as deployed: NODE_ENV=production
// with the demo seed (SEED_DEMO=1), the console's production build at /ops (playwright.config.ts, project `ops`).
//
// Production refuses the test switches the phone journeys use (server/src/config.ts): DEV_TOOLS (the outbox with
// captcha answers, the payment simulator), TEST_SCRYPT and TEST_POW. So these journeys cannot register fresh players
// or fund them; the least bad option is the demo seed's funded member (`type0`), on this project's own server, which
// no other journey touches, with amounts of its own so each journey finds its withdrawal. Sign-ins pay production's
// password hashing (about a second each here), and no journey fails a sign-in (a captcha would follow, whose answer
// only the outbox knows).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openWithSession } from '../e2e/helpers';
import { expect, test } from '../e2e/fixtures';
import { playerSees, readyMember, withdraw } from './player';

const BRAND = 'lucky-peso';
const OPERATORS = {
  finance: { username: 'finance', password: 'finance1234!' },
  viewer: { username: 'viewer', password: 'viewer1234!' },
};

test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, who: keyof typeof OPERATORS, path = '/ops/withdrawals') {
  await page.goto(path);
  // Not signed in: the console goes to sign-in and keeps the page asked for.
  await expect(page).toHaveURL(/\/ops\/sign-in\?next=/);
  await page.getByRole('textbox', { name: 'User name' }).fill(OPERATORS[who].username);
  await page.getByLabel('Password').fill(OPERATORS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Signed in as ${OPERATORS[who].username}`)).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a player withdraws, finance approves it in the console, the player sees it paid, the audit log names finance', async ({
  page,
  context,
  request,
}) => {
  const member = await readyMember(request, BRAND);
  const id = await withdraw(request, BRAND, member, '123.45');

  await page.goto('/ops/sign-in');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page, 'finance', `/ops/withdrawals?state=pending&brand=${BRAND}`);
  // The filters came through the sign-in in the URL.
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('pending');
  const queue = page.getByRole('table', { name: /Withdrawal requests/ });
  await expect(queue.getByRole('row').filter({ hasText: '123.45' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await queue.getByRole('button', { name: `Approve withdrawal ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve withdrawal ${id}?` });
  await expect(dialog).toContainText('123.45 will be paid out to type0.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${id} approved and paid out.` })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The player's withdrawal report: paid, through the API and on the player's own withdraw screen.
  expect((await playerSees(request, BRAND, member, id))?.state).toBe('paid');
  const playerPage = await context.newPage();
  await playerPage.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
  await openWithSession(playerPage, BRAND, member, '/m/withdraw');
  const report = playerPage.getByRole('list', { name: 'Withdrawals' });
  await expect(report.getByRole('listitem').filter({ hasText: '123.45' }).first()).toContainText('Paid');
  await playerPage.close();

  // The audit log names the operator who approved it.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `withdrawal:${id}` });
  await expect(row.first()).toContainText('finance');
  await expect(row.first()).toContainText('withdrawal.approve');
});

test('a viewer sees the queue without actions, and the API refuses the viewer an approval', async ({
  page,
  request,
}) => {
  const member = await readyMember(request, BRAND);
  const id = await withdraw(request, BRAND, member, '167.89');

  await signIn(page, 'viewer', `/ops/withdrawals?state=pending&brand=${BRAND}`);
  const queue = page.getByRole('table', { name: /Withdrawal requests/ });
  await expect(queue.getByRole('row').filter({ hasText: '167.89' }).first()).toBeVisible();
  await expect(queue.getByRole('button')).toHaveCount(0);

  // The console hides the button; the server refuses the viewer regardless.
  const token = await page.evaluate(() => sessionStorage.getItem('wps.ops.token'));
  expect(token).toBeTruthy();
  const refused = await request.post(`/ops/api/withdrawals/${id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('auth.no.permission');
  expect((await playerSees(request, BRAND, member, id))?.state).toBe('pending');
});
