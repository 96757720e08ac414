// The app served from a plain static host (bench/staticHost.ts: the build's files, index.html unchanged, the API
// passed through to the reference server): no data block, so it starts by fetching its settings, as before issue 12.
// And the reference server's page, which carries them: no settings request at start.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startStaticHost, type StaticHost } from '../../bench/staticHost';
import { DEMO } from './helpers';

const SETTINGS = '**/wps/system/settings/consolidated*';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

let host: StaticHost;
test.beforeAll(async () => {
  host = await startStaticHost({
    root: process.env.DIST_DIR || 'dist',
    api: test.info().project.use.baseURL!,
  });
});
test.afterAll(() => host.close());

test.describe('served by a plain static host', () => {
  test('starts from fetched settings, and a player signs in', async ({ page }) => {
    const settings = page.waitForRequest(SETTINGS);
    await page.goto(`${host.url}/m/home?brand=lucky-peso`);
    await settings;
    await expect(page).toHaveTitle('Home · Lucky Peso');
    await expect(page.locator('#wps-boot')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await field(page, 'Username').fill(DEMO.username);
    await field(page, 'Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
    await expect(page.getByRole('banner').getByLabel('Account')).toContainText(/₱[\d,]+\.\d{2}/);
  });

  test('a Filipino brand starts in Filipino with its catalogue loaded on demand', async ({ page }) => {
    const catalogue = page.waitForRequest(/\/m\/assets\/catalogue-ty-/);
    await page.goto(`${host.url}/m/home?brand=bayani-bet`);
    await catalogue;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mag-log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  });

  test('a failed settings load offers a retry that recovers', async ({ page }) => {
    let failures = 1;
    await page.route(SETTINGS, (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.goto(`${host.url}/m/home?brand=lucky-peso`);
    await expect(page.getByRole('alert')).toHaveText('Loading failed, click to retry');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveTitle('Home · Lucky Peso');
  });
});

test.describe('served by the reference server', () => {
  test('starts from the data block: no settings request, and the language picked is sent next time', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/settings\/consolidated|catalogue-/.test(r.url())) asked.push(r.url());
    });
    await page.goto('/m/home?brand=lucky-peso');
    await expect(page).toHaveTitle('Home · Lucky Peso');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(asked).toEqual([]);

    // Switching loads the other catalogue once; after a reload the page carries it.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByLabel('Language').selectOption('TY');
    await expect(page.getByRole('navigation', { name: 'Pangunahin' })).toBeVisible();
    expect(asked.filter((u) => u.includes('catalogue-ty'))).toHaveLength(1);
    asked.length = 0;
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Pangunahin' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
