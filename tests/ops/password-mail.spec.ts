// Password recovery by e-mail on a production server (issue 32): no dev outbox there, so the reset mail really goes
// out over SMTP, to a real SMTP server this journey starts (smtp-server) on the port the server was given
// (tests/e2e/serverList.ts, SMTP_PORT). The player asks in the app, opens the link from the mail, sets a new
// password and signs in with it.
import type { Page } from '@playwright/test';
import { startSmtp } from '../../server/test/messages-counterparts';
import { E2E_SERVERS, smtpPort } from '../e2e/serverList';
import { apiLogin } from '../e2e/helpers';
import { expect, test } from '../e2e/fixtures';

const BRAND = 'lucky-peso';
const MEMBER = { username: 'type40', password: 'type40pass!' };
const EMAIL = `type40.${Date.now()}@example.com`;
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
test.beforeAll(async () => {
  smtp = await startSmtp(smtpPort(E2E_SERVERS.ops.port));
});
test.afterAll(() => smtp?.close());

test.describe.configure({ timeout: 240_000 });

test('e-mail recovery: the mail arrives over SMTP and its link sets a new password', async ({ page }) => {
  // The demo member's address, set as the member would (with the login password).
  const session = await apiLogin(page.request, BRAND, MEMBER.username, MEMBER.password);
  const set = await page.request.put(`/wps/member/info/email?brand=${BRAND}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { email: EMAIL, loginPassword: MEMBER.password },
  });
  expect(await set.json()).toMatchObject({ success: true });

  await page.goto(`/m/forget?brand=${BRAND}`);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await field(page, 'Username').fill(MEMBER.username);
  await field(page, 'E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Retrieve password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset link' })).toBeVisible();

  let link = '';
  await expect
    .poll(() => {
      const mail = smtp.mails.find(
        (m) => m.to.includes(EMAIL) && /password/i.test(m.subject) && /resetToken/.test(m.text),
      );
      link = /https?:\/\/\S+resetToken=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain('/m/forget?resetToken=');
  // The link points at this server (PUBLIC_URL), whatever Host the request named.
  expect(link.startsWith(`http://127.0.0.1:${E2E_SERVERS.ops.port}/m/forget?`)).toBe(true);

  await page.goto(link);
  await field(page, 'New password').fill('From-the-mail-1');
  await field(page, 'Confirm password').fill('From-the-mail-1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await field(page, 'Username').fill(MEMBER.username);
  await field(page, 'Password').fill('From-the-mail-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
});
