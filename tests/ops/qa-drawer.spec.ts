// The QA drawer on the brand studio (issue 30): no development tools (this project's server is in production mode,
// serving the QA build). Signed out of the console, the drawer sends the operator to sign in in the same tab and back;
// a flag switched off goes to the brand's draft, and the page (under the draft's preview) hides what the flag gates,
// while a player on the live version still sees it.
import { expect, test } from '../e2e/fixtures';
import { apiLogin, openWithSession } from '../e2e/helpers';
import { MEMBER } from './player';

const BRAND = 'lucky-peso';

test.describe.configure({ timeout: 120_000 });

test('the drawer switches a flag in the brand draft: this page follows, players keep the live version', async ({
  page,
  browser,
  request,
}) => {
  const session = await apiLogin(request, BRAND, MEMBER.username, MEMBER.password);
  await openWithSession(page, BRAND, session, '/m/mine');
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  await expect(menu.getByRole('link', { name: 'Betting record' })).toBeVisible();

  const openDrawer = async () => {
    await page.getByRole('button', { name: 'Open the QA configuration drawer' }).click({ timeout: 15_000 });
    return page.getByRole('dialog', { name: 'QA configuration' });
  };
  // Signed out of the console: the drawer offers the console's sign-in, which comes back to this page.
  let drawer = await openDrawer();
  await expect(drawer.getByRole('switch')).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Sign in to the console' }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in\?player=/);
  await page.getByRole('textbox', { name: 'User name' }).fill('brandadmin');
  await page.getByLabel('Password').fill('brandadmin1234!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/m\/mine\?brand=lucky-peso$/, { timeout: 20_000 });

  drawer = await openDrawer();
  await expect(drawer.getByText('This page shows the live version, as players see it.')).toBeVisible();
  const flag = drawer.getByRole('switch', { name: 'TRANSBETREPMEM3' });
  await expect(flag).toBeChecked();
  // The switch shows the saved state: it turns once the draft is saved and the page has its settings.
  await flag.click();
  await expect(drawer.getByRole('status')).toHaveText(/^Saved to the brand's draft/);
  await expect(flag).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(menu.getByRole('link', { name: 'Deposit record' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Betting record' })).toHaveCount(0);

  // The draft is the console's: the studio's API holds the change, and nothing is live.
  const token = await page.evaluate(() => sessionStorage.getItem('wps.ops.token'));
  const brand = await request.get(`/ops/api/brands/${BRAND}`, { headers: { Authorization: `Bearer ${token}` } });
  const detail = (await brand.json()) as {
    value: { draft: { config: { brand: { settings: { whiteLabel: Record<string, boolean> } } } } | null };
  };
  expect(detail.value.draft?.config.brand.settings.whiteLabel.TRANSBETREPMEM3).toBe(false);

  const player = await browser.newContext(test.info().project.use);
  const playerPage = await player.newPage();
  await openWithSession(playerPage, BRAND, session, '/m/mine');
  await expect(
    playerPage.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Betting record' }),
  ).toBeVisible();
  await player.close();

  // Back to the live version on this page too.
  drawer = await openDrawer();
  await drawer.getByRole('button', { name: 'Show the live version' }).click();
  await expect(drawer.getByRole('status')).toHaveText('This page shows the live version, as players see it.');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(menu.getByRole('link', { name: 'Betting record' })).toBeVisible();

  const discarded = await request.delete(`/ops/api/brands/${BRAND}/draft`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(discarded.ok()).toBe(true);
});
