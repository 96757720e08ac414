import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { previewDraft } from './brandDraft';
import { BRAND_DRAFT, openSignedIn, openWithSession } from './helpers';

// Records journeys (issue 16) on a phone against the reference server. The money journeys play as a fresh funded
// player (tests/e2e/players.ts), whose ledger nothing else moves while the test reads it (the vendor feed bets for
// `demo` and `type0`, server/src/services/records/feedJob.ts; other journeys move the demo accounts' money).

const BRAND = 'lucky-peso';
const NO_PERMISSION = 'Sorry, this account does not have permission or the feature is temporarily unavailable';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify('EN'));
  });
});

/** "-₱1,234.50" / "+₱5.00" / "₱0.00" in centavos. */
function cents(text: string): number {
  const [, sign, whole, fraction] = /([+-]?)₱([\d,]+)\.(\d{2})/.exec(text)!;
  const value = Number(whole!.replace(/,/g, '')) * 100 + Number(fraction);
  return sign === '-' ? -value : value;
}

/** One value of a report's Totals block (the definition after its term). */
async function total(page: Page, term: string): Promise<string> {
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toBeVisible();
  return (await totals.locator(`dt:text-is("${term}") + dd`).textContent()) ?? '';
}

async function headerBalance(page: Page): Promise<number> {
  const account = page.getByRole('banner').getByLabel('Account');
  await expect(account).toContainText(/₱[\d,]+\.\d{2}/);
  return cents((await account.textContent()) ?? '');
}

const rows = (page: Page, list: string): Locator => page.getByRole('list', { name: list }).getByRole('listitem');

/** Spins the demo game `times` times, each time waiting for its result. */
async function spin(game: Page, times: number) {
  const button = game.getByRole('button', { name: 'Spin' });
  await expect(game.locator('#balance')).toContainText('₱');
  for (let i = 0; i < times; i++) {
    await button.click();
    await expect(button).toBeEnabled();
    await expect(game.locator('#result')).toHaveText(/WIN|No win/);
  }
}

test('three spins show as three bets in the betting record and as the net in profit and loss', async ({
  page,
  players,
}) => {
  const player = await players.member(BRAND, { deposit: 500 });
  await openWithSession(page, BRAND, player.session, '/m/gameRecord');
  await page.getByRole('button', { name: 'Today' }).click();
  const countBefore = Number(await total(page, 'Records'));
  await page.goto(`/m/profitandloss?brand=${BRAND}`);
  await page.getByRole('button', { name: 'Today' }).click();
  const netBefore = cents(await total(page, 'Profit/loss'));

  await page.goto(`/m/gameList?gameType=RNG&brand=${BRAND}`);
  const first = page.getByRole('list', { name: 'Games' }).getByRole('button').first();
  const name = (await first.innerText()).trim();
  const [game] = await Promise.all([page.waitForEvent('popup'), first.click()]);
  await expect(game).toHaveTitle(name);
  await spin(game, 3);
  await game.close();

  await page.goto(`/m/gameRecord?brand=${BRAND}`);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect.poll(async () => Number(await total(page, 'Records'))).toBe(countBefore + 3);
  const bets = rows(page, 'Bets');
  let spinsNet = 0;
  for (let i = 0; i < 3; i++) {
    await expect(bets.nth(i)).toContainText(name);
    spinsNet += cents((await bets.nth(i).getByText(/₱/).first().textContent()) ?? '');
  }
  // The newest bet's detail sheet: a dialog with where its money moved.
  await bets.first().getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: 'Bet details' });
  await expect(sheet).toContainText('In-house game');
  await expect(sheet).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.goto(`/m/profitandloss?brand=${BRAND}`);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect.poll(async () => cents(await total(page, 'Profit/loss'))).toBe(netBefore + spinsNet);
  await expect(page.getByRole('img', { name: /^By day, .*: net [+-]?₱/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').last()).toContainText('Total');
});

test('a deposit through the simulator shows in the deposit record and with its running balance', async ({
  page,
  players,
}) => {
  // Paid in once before, so the new deposit's running balance follows an earlier movement.
  const player = await players.member(BRAND, { deposit: 100 });
  await openWithSession(page, BRAND, player.session, '/m/voucherCenter');
  const before = await headerBalance(page);
  await page.getByRole('button', { name: 'E-wallet' }).click();
  await page.getByRole('button', { name: /^GCash/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/[?&]order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();

  await page.goto(`/m/vouReport?brand=${BRAND}`);
  const order = rows(page, 'Deposit orders').filter({ hasText: orderId });
  await expect(order).toContainText('₱500.00');
  await expect(order).toContainText('Paid');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(rows(page, 'Deposit orders').filter({ hasText: orderId })).toHaveCount(0);

  await page.goto(`/m/transaction/record?brand=${BRAND}`);
  const movements = rows(page, 'Transactions');
  const deposit = movements.first();
  await expect(deposit).toContainText('Deposit');
  await expect(deposit).toContainText('+₱500.00');
  await expect(deposit).toContainText(`Ref. ${orderId}`);
  const balanceOf = async (row: Locator) => cents((await row.getByText(/^Balance /).textContent()) ?? '');
  expect(await balanceOf(deposit)).toBe(before + 50_000);
  expect(await balanceOf(deposit)).toBe((await balanceOf(movements.nth(1))) + 50_000);
  expect(await headerBalance(page)).toBe(before + 50_000);
});

test('a shorter period narrows the transaction record to its days', async ({ page }) => {
  await openSignedIn(page, BRAND, '/m/transaction/record');
  const week = Number(await total(page, 'Records'));
  expect(week).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Yesterday' }).click();
  const showing = page.getByText(/^Showing \d{2}\/\d{2}\/\d{4}$/);
  await expect(showing).toBeVisible();
  const [, mm, dd, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await showing.textContent())!)!;
  await expect.poll(async () => Number(await total(page, 'Records'))).toBeLessThan(week);
  const list = rows(page, 'Transactions');
  await expect(list.first()).toBeVisible();
  for (const text of await list.allInnerTexts()) expect(text).toContain(`${yyyy}-${mm}-${dd}`);

  // A custom period longer than the server keeps is explained, not sent.
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From').fill(`${Number(yyyy) - 1}-${mm}-${dd}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Records start on /);
});

// The brand's draft with TRANSBETREPMEM3 off, seen through its preview: players keep the live version (BRAND_DRAFT).
test(
  'with TRANSBETREPMEM3 off the item is gone and a direct URL goes home with the refusal',
  BRAND_DRAFT,
  async ({ page }) => {
    const draft = await previewDraft(page.request, BRAND, { whiteLabel: { TRANSBETREPMEM3: false } });
    try {
      await openSignedIn(page, BRAND, `/m/mine?wl_preview=${draft.token}`);
      const menu = page.getByRole('navigation', { name: 'Member centre' });
      await expect(menu.getByRole('link', { name: 'Deposit record' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Betting record' })).toHaveCount(0);
      await page.goto(`/m/gameRecord?brand=${BRAND}&wl_preview=${draft.token}`);
      await expect(page).toHaveURL(/\/m\/home/);
      await expect(page.getByText(NO_PERMISSION)).toBeVisible();
    } finally {
      await draft.discard();
    }
  },
);
