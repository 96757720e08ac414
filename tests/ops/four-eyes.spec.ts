// Four eyes in the console (issue 29), on the console's production server (project `ops`, playwright.config.ts): a
// withdrawal at the brand's four-eyes threshold (₱50,000.00 by default, docs/decisions.md) needs two operators. finance
// gives the first approval and the row says it awaits a second; finance's own second approval is refused with the
// visible message; finance2 approves and it is paid, as the player sees it.
//
// The demo member's balance is below the threshold and production has no payment simulator, so the journey funds it
// the way an operator would: a manual credit by finance, itself over the threshold, confirmed by finance2 (the
// console's API, with the same demo operators).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { playerSees, readyMember, withdraw } from './player';

const BRAND = 'lucky-peso';
const AMOUNT = '50000.00';
const OPERATORS = {
  finance: { username: 'finance', password: 'finance1234!' },
  finance2: { username: 'finance2', password: 'finance21234!' },
};
type Who = keyof typeof OPERATORS;

test.describe.configure({ timeout: 150_000 });

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

/** A console session through POST /ops/api/session, as the sign-in screen does. */
async function opsToken(request: APIRequestContext, who: Who): Promise<string> {
  const reply = (await (await request.post('/ops/api/session', { data: OPERATORS[who] })).json()) as Envelope<{
    token: string;
  }>;
  expect(reply.success, JSON.stringify(reply)).toBe(true);
  return reply.value.token;
}

/** Credits the member with the withdrawal's amount: finance asks, finance2 confirms (four eyes on adjustments too). */
async function fund(request: APIRequestContext) {
  const [finance, finance2] = [await opsToken(request, 'finance'), await opsToken(request, 'finance2')];
  const made = (await (
    await request.post('/ops/api/adjustments', {
      headers: { Authorization: `Bearer ${finance}`, 'Idempotency-Key': `four-eyes-${Date.now()}` },
      data: { brandId: BRAND, account: 'type0', direction: 'credit', amount: AMOUNT, reason: 'Four-eyes journey' },
    })
  ).json()) as Envelope<{ id: number; state: string }>;
  expect(made.value?.state, JSON.stringify(made)).toBe('awaiting_second');
  const confirmed = (await (
    await request.post(`/ops/api/adjustments/${made.value.id}/confirm`, {
      headers: { Authorization: `Bearer ${finance2}` },
      data: {},
    })
  ).json()) as Envelope<{ state: string }>;
  expect(confirmed.value?.state, JSON.stringify(confirmed)).toBe('done');
}

async function signIn(page: Page, who: Who, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/ops\/sign-in\?next=/);
  await page.getByRole('textbox', { name: 'User name' }).fill(OPERATORS[who].username);
  await page.getByLabel('Password').fill(OPERATORS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Signed in as ${OPERATORS[who].username}`)).toBeVisible();
}

async function approve(page: Page, id: number, title: string) {
  const queue = page.getByRole('table', { name: /Withdrawal requests/ });
  await queue.getByRole('button', { name: `Approve withdrawal ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('50,000.00 will be paid out to type0.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  return { queue, dialog };
}

test('a withdrawal at the threshold needs two different operators before it is paid', async ({
  page,
  context,
  request,
}) => {
  const member = await readyMember(request, BRAND);
  await fund(request);
  const id = await withdraw(request, BRAND, member, AMOUNT);
  const queueUrl = `/ops/withdrawals?brand=${BRAND}`;

  // finance's first approval: nothing is paid, the row says a second approval is needed and by whom the first.
  await signIn(page, 'finance', queueUrl);
  const first = await approve(page, id, `Approve withdrawal ${id}?`);
  await expect(
    page.getByRole('status').filter({ hasText: `First approval of withdrawal ${id} recorded` }),
  ).toBeVisible();
  await expect(first.dialog).toBeHidden();
  const row = first.queue.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row).toContainText('Needs a second approval');
  await expect(row).toContainText('Approved by finance, needs a second approval');
  // The player still sees it pending.
  expect((await playerSees(request, BRAND, member, id))?.state).toBe('pending');

  // finance again: refused, the dialog says why, and nothing changes.
  const again = await approve(page, id, `Give the second approval for withdrawal ${id}?`);
  await expect(again.dialog.getByRole('alert')).toHaveText('A different operator must give the second approval.');
  await again.dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await playerSees(request, BRAND, member, id))?.state).toBe('pending');

  // finance2, in a tab of its own (the console's session is per tab): the second approval pays it out.
  const second = await context.newPage();
  await signIn(second, 'finance2', queueUrl);
  await approve(second, id, `Give the second approval for withdrawal ${id}?`);
  await expect(second.getByRole('status').filter({ hasText: `Withdrawal ${id} approved and paid out.` })).toBeVisible();
  const paid = second
    .getByRole('table', { name: /Withdrawal requests/ })
    .getByRole('row')
    .filter({ has: second.getByRole('cell', { name: String(id), exact: true }) });
  await expect(paid).toContainText('Paid');
  expect((await playerSees(request, BRAND, member, id))?.state).toBe('paid');
});
