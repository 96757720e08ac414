import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Help centre entry buttons (each in a heading) and the one that is open. */
const entry = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function firstGame(page: Page, gameType: string) {
  const res = await page.request.get(`/wps/game/list?brand=lucky-peso&language=EN&gameType=${gameType}&pageSize=1`);
  const body = (await res.json()) as { value: { games: { gameName: string }[] } };
  return body.value.games[0]!.gameName;
}

test.describe('help centre', () => {
  test('help detail by ?i=, tapping another entry replaces the URL, back leaves the help centre', async ({ page }) => {
    await page.goto('/m/home?brand=lucky-peso');
    await page.goto('/m/helpDetail?i=2&brand=lucky-peso');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(entry(page, 'How long do withdrawals take?')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How long do withdrawals take?' })).toContainText('5 minutes');
    await expect(entry(page, 'How do I register?')).toHaveAttribute('aria-expanded', 'false');

    await entry(page, 'I forgot my password').click();
    await expect(page).toHaveURL(/[?&]i=3(&|$)/);
    expect(new URL(page.url()).searchParams.get('brand')).toBe('lucky-peso');
    await expect(page.getByRole('region', { name: 'I forgot my password' })).toContainText('Forgot password');
    await expect(entry(page, 'How long do withdrawals take?')).toHaveAttribute('aria-expanded', 'false');

    // The entry change replaced the history entry: one back is the page before the help centre.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('without ?i= the first entry is open, and the back arrow leaves', async ({ page }) => {
    await page.goto('/m/help?brand=lucky-peso');
    await expect(entry(page, 'How do I register?')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How do I register?' })).toContainText('legal age');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  });
});

test.describe('service and agreement pages', () => {
  test("the register page's terms link reaches the user agreement", async ({ page }) => {
    await page.goto('/m/register?brand=lucky-peso');
    await page.getByRole('link', { name: 'User agreement' }).click();
    await expect(page).toHaveURL(/\/m\/useragreement/);
    await expect(page.getByRole('heading', { level: 2, name: 'Lucky Peso user agreement' })).toBeVisible();
    await expect(page.getByText('You must be 21 or older to play at Lucky Peso.')).toBeVisible();
    await expect(page.getByText('You must be at least 21 years old')).toBeVisible();
  });

  test('/m/service shows the service page and the Live chat link', async ({ page }) => {
    await page.goto('/m/service?brand=lucky-peso');
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: 'Live chat', exact: true })).toHaveAttribute(
      'href',
      'https://chat.luckypeso.example/live',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Customer service' })).toBeVisible();
    await expect(page.getByText('24 hours a day, 7 days a week')).toBeVisible();
  });

  test("a Filipino brand's agreement is in Filipino", async ({ page }) => {
    await page.goto('/m/useragreement?brand=bayani-bet');
    await expect(page.getByRole('heading', { level: 2, name: 'Kasunduan ng user ng Bayani Bet' })).toBeVisible();
    await expect(page.getByText('Dapat ikaw ay 18 taong gulang pataas para maglaro sa Bayani Bet.')).toBeVisible();
  });
});

test.describe('game centres', () => {
  test('/m/slotsCenter lists 26 games, 52 after "More games"', async ({ page }) => {
    await page.goto('/m/slotsCenter?brand=lucky-peso');
    const list = page.getByRole('list', { name: 'Slots' });
    await expect(list.getByRole('listitem')).toHaveCount(26);
    await page.getByRole('button', { name: 'More games' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(52);
    await expect(page.getByRole('link', { name: 'Search and filter' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
  });

  test('/m/gameCenter filters to Live casino on the same screen', async ({ page }) => {
    const liveGame = await firstGame(page, 'LIVE');
    await page.goto('/m/gameCenter?brand=lucky-peso');
    const categories = page.getByRole('group', { name: 'Game categories' });
    await expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(26);

    await categories.getByRole('button', { name: 'Live casino' }).click();
    await expect(page).toHaveURL(/[?&]gameType=LIVE(&|$)/);
    await expect(categories.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
    const live = page.getByRole('list', { name: 'Live casino' });
    await expect(live.getByRole('listitem').first()).toContainText(liveGame);
    await expect(page.getByRole('link', { name: 'Search and filter' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=LIVE',
    );
  });
});
