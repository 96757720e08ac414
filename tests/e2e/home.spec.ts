import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

test.describe('home', () => {
  // The other journeys ask for reduced motion (playwright.config.ts); home keeps the banners and notices moving.
  test.use({ reducedMotion: 'no-preference' });

  test('banners, notices, hot matches and the jackpot', async ({ page }) => {
    await page.goto('/m/home?brand=lucky-peso');
    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jackpot' })).toContainText(/₱[\d,]+\.\d{2}$/);

    const ticker = page.getByRole('region', { name: 'Hot matches' });
    await expect(ticker.getByText('VS').first()).toBeVisible();
    await expect(ticker.locator('time').first()).toHaveText(/^\d{2}\/\d{2} \d{2}:\d{2}$/);
    await ticker.getByRole('button').first().click();
    const match = page.getByRole('dialog', { name: / VS / });
    await expect(match).toContainText('League');
    await match.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: /^Notices: / }).click();
    await expect(page).toHaveURL(/\/m\/notice/);
  });

  test('the popular menu starts on Hot and switches categories', async ({ page }) => {
    await page.goto('/m/home?brand=lucky-peso');
    const menu = page.getByRole('tablist', { name: 'Game categories' });
    await expect(menu.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: /^Favourite / }).first()).toBeVisible();

    await menu.getByRole('tab', { name: 'Live casino' }).click();
    await expect(menu.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link', { name: 'More games' })).toHaveAttribute('href', '/m/gameList?gameType=LIVE');

    await menu.getByRole('tab', { name: 'Lottery' }).click();
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', '/m/moreLottery');
  });

  test('the login popup announcement greets a signed-in player once per session', async ({ page }) => {
    await openSignedIn(page, 'lucky-peso', '/m/home', undefined, { popup: true });
    const popup = page.getByRole('dialog', { name: 'Welcome to Lucky Peso' });
    await expect(popup).toContainText('welcome bonus');
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
    await expect(popup).toHaveCount(0);
  });
});
