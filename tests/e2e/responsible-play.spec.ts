import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PLAYER_PASSWORD as PASSWORD } from './players';

// Responsible play (issue 19) on a phone against the reference server. Every journey registers its own member, so a
// limit or a time-out (which cannot be undone) never touches the demo accounts other journeys use.

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // Bayani Bet starts in Filipino; these journeys read English.
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify('EN'));
  });
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Signs in through the login form, as the player would. */
async function signIn(page: Page, brand: string, username: string) {
  // Today's welcome popup on home is not what these journeys are about (it would cover the footer).
  await page.addInitScript(() => sessionStorage.setItem('homePopupSeen', '1'));
  await page.goto(`/m/login?brand=${brand}`);
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signInHome(page: Page, brand: string, username: string) {
  await signIn(page, brand, username);
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
}

/** The responsible-play screen from the member centre's menu entry. */
async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('link', { name: 'Responsible play', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/responsiblePlay$/);
}

test('a daily deposit limit of ₱1,000 refuses a ₱1,500 deposit with the limit and its reset', async ({
  page,
  players,
}) => {
  const { username } = await players.member('bayani-bet');
  await signInHome(page, 'bayani-bet', username);
  await openSettings(page);
  const daily = page.getByRole('region', { name: 'Daily deposit limit' });
  await expect(daily.getByText('No limit set')).toBeVisible();
  await daily.getByRole('textbox', { name: 'Daily deposit limit, new amount (₱)' }).fill('1000');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Current limit: ₱1,000.00')).toBeVisible();
  // Append-only history: the change with its time and source.
  await expect(page.getByRole('list', { name: 'History of changes' })).toContainText(
    'Daily deposit limit set to ₱1,000.00',
  );

  await page.goto('/m/voucherCenter?brand=bayani-bet');
  await page.getByRole('combobox', { name: 'Payment method' }).selectOption('EWALLET');
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('GCASH');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    /over your daily deposit limit of ₱1000\.00 \(₱0\.00 used\)\. It resets on \w{3} \d{1,2}, \d{4}/,
  );
  await expect(page).not.toHaveURL(/[?&]order=/);
});

test('a 24-hour time-out signs the player out and sign-in is refused with the end date', async ({ page, players }) => {
  const { username } = await players.member('bayani-bet');
  await signInHome(page, 'bayani-bet', username);
  await openSettings(page);
  await page.getByRole('button', { name: 'Time-out for 24 hours' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Take a time-out of 24 hours?' });
  await expect(dialog).toContainText('You will be signed out now, on every device');
  await dialog.getByRole('textbox', { name: 'Your sign-in password' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Start the time-out' }).click();

  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByText(/You are signed out until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  await signIn(page, 'bayani-bet', username);
  await expect(page.getByRole('alert')).toContainText(
    /Sign-in refused: your time-out lasts until \w{3} \d{1,2}, \d{4}/,
  );
  await expect(page).toHaveURL(/\/m\/login/);
});

test('the reality check comes after the chosen interval of play and leads to the history', async ({
  page,
  players,
}) => {
  await page.clock.install();
  const { username } = await players.member('bayani-bet');
  await signInHome(page, 'bayani-bet', username);
  await openSettings(page);
  const every15 = page.getByRole('radio', { name: 'Every 15 minutes' });
  await every15.click();
  await expect(every15).toBeChecked();
  await expect(page.getByRole('list', { name: 'History of changes' })).toContainText(
    'Reality check set to every 15 minutes',
  );

  await page.goto('/m/gameList?gameType=FISH&brand=bayani-bet');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('button').first();
  // The game opens in its own window; the app reads the member's interval as it opens.
  const [game] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/responsible-play'),
    first.click(),
  ]);

  await page.clock.fastForward('14:00');
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
  await page.clock.fastForward('01:30');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('0 h 15 min');
  await expect(check).toContainText(/\d+ bets? · ₱[\d,]+\.\d{2}/);
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
  await check.getByRole('button', { name: 'See my history' }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord/);
  await expect.poll(() => game.isClosed()).toBe(true);
});
