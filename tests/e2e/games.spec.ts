import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openWithSession } from './helpers';

/** The star buttons of the cards on screen ("Favourite <game>"). */
const stars = (page: Page) => page.getByRole('button', { name: /^Favourite / });

async function firstGameName(page: Page, query = '') {
  const res = await page.request.get(`/wps/game/list?brand=lucky-peso&pageSize=1${query}`);
  const body = (await res.json()) as { value: { games: { gameName: string }[]; totalPages: number } };
  return body.value;
}

test.describe('game list', () => {
  test('pages load while scrolling, only a bounded number of cards stay in the DOM', async ({ page }) => {
    await page.goto('/m/gameList?brand=lucky-peso');
    await expect(stars(page).first()).toBeVisible();
    // Keep scrolling to the end until page 5 has arrived (loads are throttled to one a second); cards far above are
    // unmounted. From the first scroll on: the first one may land on the server-rendered page before it hydrates,
    // and hydration measures the grid again (the list can grow taller than where that scroll stopped).
    let lastPage = 1;
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/wps/game/list') lastPage = Math.max(lastPage, Number(url.searchParams.get('pageNo')));
    });
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(
        async () => {
          await toBottom();
          return lastPage;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(5);
    expect(await stars(page).count()).toBeLessThan(60);
  });

  test('search by name on Enter, and the filter panel narrows by vendor', async ({ page }) => {
    const { games } = await firstGameName(page);
    const name = games[0]!.gameName;
    await page.goto('/m/gameList?brand=lucky-peso');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await expect(stars(page).first()).toHaveAccessibleName(`Favourite ${name}`);

    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    const vendor = panel.getByRole('group', { name: 'Vendors' }).getByRole('checkbox').first();
    await vendor.check();
    await panel.getByRole('radio', { name: '0.10' }).check();
    const filtered = page.waitForResponse((r) => r.url().includes('/wps/game/list') && r.url().includes('vassalage='));
    await panel.getByRole('button', { name: 'Apply' }).click();
    expect((await filtered).url()).toContain('minBet=0.1');
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  });

  test('the vendor carousel pages 4 at a time and filters by the tapped vendor', async ({ page }) => {
    await page.goto('/m/gameList?brand=lucky-peso&gameType=RNG');
    const strip = page.getByRole('main').getByRole('group', { name: 'Vendors' });
    const vendorButtons = strip.getByRole('listitem').getByRole('button');
    await expect(vendorButtons).toHaveCount(4);
    const firstPage = await vendorButtons.allInnerTexts();
    await expect(strip.getByRole('button', { name: 'Previous vendors' })).toBeDisabled();
    await strip.getByRole('button', { name: 'Next vendors' }).click();
    await expect.poll(() => vendorButtons.allInnerTexts()).not.toEqual(firstPage);
    const vendor = vendorButtons.first();
    const filtered = page.waitForResponse((r) => r.url().includes('/wps/game/list') && r.url().includes('vassalage='));
    await vendor.click();
    await filtered;
    await expect(vendor).toHaveAttribute('aria-pressed', 'true');

    // The filter panel's other categories switch the list to another game type, starting afresh.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('navigation', { name: 'Other categories' }).getByRole('link', { name: 'Live casino' }).click();
    await expect(page).toHaveURL(/gameType=LIVE/);
    await expect(strip.getByRole('button', { name: 'Next vendors' })).toHaveCount(0);
    await expect(vendorButtons.first()).toHaveAttribute('aria-pressed', 'false');
  });

  test('guests are sent to login for favourites, recents and favouriting', async ({ page }) => {
    await page.goto('/m/gameList?brand=lucky-peso');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await page.goto('/m/gameList?brand=lucky-peso');
    await stars(page).first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  });

  test('a member favourites a game, sees it under Favourites, and removing it drops it', async ({ page, players }) => {
    const { session } = await players.member('lucky-peso');
    await openWithSession(page, 'lucky-peso', session, '/m/gameList?gameType=LIVE');
    const star = stars(page).first();
    const name = ((await star.getAttribute('aria-label')) ?? '').replace('Favourite ', '');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    const favourite = page.getByRole('button', { name: `Favourite ${name}` });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await favourite.click();
    await expect(favourite).toHaveCount(0);
  });

  test('launching opens the demo game and the game shows under Recent', async ({ page, players }) => {
    const { session } = await players.member('lucky-peso');
    await openWithSession(page, 'lucky-peso', session, '/m/gameList?gameType=FISH');
    const first = page.getByRole('list', { name: 'Games' }).getByRole('button').first();
    const name = (await first.innerText()).trim();
    const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()]);
    await expect(popup).toHaveTitle(name);
    await popup.close();
    await page.getByRole('tab', { name: 'Recent' }).click();
    await expect(page.getByRole('button', { name: `Favourite ${name}` })).toBeVisible();
  });
});
