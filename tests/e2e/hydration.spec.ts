// Server-side rendering (docs/architecture.md, "Start-up"): every route the route table marks `ssr`, for two demo
// brands, in English and Filipino, is rendered by the reference server and hydrated by the client without a hydration
// warning or error, and every other route is left to the client; a signed-in player's stored session, applied after
// hydration, causes none either. Whatever the route table holds when this runs is covered. And what a player does
// before the app's code has arrived is not lost. One page per test, many navigations.
import { expect, test, type Page } from '@playwright/test';
import { routeTable } from '../../src/app/routes/routeTable';
import { apiLogin, DEMO } from './helpers';

const BRANDS = ['lucky-peso', 'bayani-bet'];
const LANGUAGES = ['EN', 'TY'];

/** What React and the app say when server markup and the client's first render differ. */
const HYDRATION =
  /hydrat|did not match|didn't match|server rendered|server HTML|Minified React error #4(18|19|2[0-9])/i;

test.describe.configure({ mode: 'parallel' });

/** Collects hydration complaints from the console and uncaught errors, with the page they happened on. */
function watch(page: Page) {
  const problems: string[] = [];
  let at = '';
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
      problems.push(`${at}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => problems.push(`${at}: ${error.message.slice(0, 500)}`));
  return {
    problems,
    /** Opens a path: a server-rendered one must hydrate, any other is rendered by the client. */
    visit: async (path: string, ssr: boolean) => {
      at = path;
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      if (!ssr) {
        expect(html, `${path} is left to the client`).not.toContain('data-ssr');
        await expect(page.locator('#root .boot-pulse'), `${path} is rendered`).toHaveCount(0, { timeout: 30_000 });
        return;
      }
      expect(html, `${path} is server-rendered`).toContain('<div id="root" data-ssr="">');
      // The app's code loads after the first paint: a busy machine takes a while.
      await expect(page.locator('html[data-hydrated]'), `${path} hydrates`).toHaveCount(1, { timeout: 30_000 });
    },
  };
}

/** The language the server starts in (cookie) and the one the client keeps (storage) agree. */
async function useLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'wl_lang', value: language, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((l) => localStorage.setItem('language', JSON.stringify(l)), language);
}

/**
 * Every brand × language hydrates every server-rendered route. The routes left to the client cannot fail to hydrate;
 * that each renders without an error is walked once per brand and once per language (each brand in its own default
 * language), not four times: the four full walks were a fifth of the journeys' time.
 */
const FULL_WALKS = new Set(['lucky-peso EN', 'bayani-bet TY']);

for (const brand of BRANDS)
  for (const language of LANGUAGES) {
    const full = FULL_WALKS.has(`${brand} ${language}`);
    const routes = full ? routeTable : routeTable.filter((route) => route.ssr === true);
    test(`${brand} ${language}: every ${full ? 'route' : 'server-rendered route'} hydrates without a warning`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await useLanguage(page, language);
      const { problems, visit } = watch(page);
      for (const route of routes) await visit(`${route.path}?brand=${brand}`, route.ssr === true);
      expect(problems).toEqual([]);
    });
  }

test('a stored session applied after hydration: every route, no warning', async ({ page }) => {
  test.setTimeout(300_000);
  const session = await apiLogin(page.request, 'lucky-peso', DEMO.username, DEMO.password);
  await page.addInitScript((s) => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
    localStorage.setItem('hideDownloadBar', '1');
    sessionStorage.setItem('homePopupSeen', '1');
  }, session);
  const { problems, visit } = watch(page);
  for (const route of routeTable) await visit(`${route.path}?brand=lucky-peso`, route.ssr === true);
  // The session did arrive: the header shows the balance.
  await visit('/m/home?brand=lucky-peso', true);
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
  expect(problems).toEqual([]);
});

/**
 * The app's code is held back (a slow network) until the test lets it through: until then the server-rendered page is
 * all there is, however loaded the machine.
 */
async function holdAppBack(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route(/\/m\/assets\/index-[^/]+\.js$/, async (route) => {
    requests += 1;
    await released;
    await route.continue();
  });
  return {
    /** Lets the app's code through, once it has been asked for (the page is painted). */
    release: async () => {
      await expect.poll(() => requests, { message: "the app's code was asked for" }).toBeGreaterThan(0);
      expect(await page.locator('html[data-hydrated]').count(), 'the app had not run').toBe(0);
      release();
    },
  };
}

test('the login form takes no typing before it works; what the player then types, ticks and taps signs them in', async ({
  page,
}) => {
  const app = await holdAppBack(page);
  await page.goto('/m/login?brand=lucky-peso');
  const username = page.getByRole('textbox', { name: 'Username', exact: true });
  // Drawn at once, but inert until the app runs it: nothing typed can be lost.
  await expect(username).toBeVisible();
  await expect(username).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await app.release();
  // Typed as soon as the field takes input, as a player would.
  await username.fill(DEMO.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('checkbox', { name: 'Remember password' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  // Signing in hashes the password: slow on a busy machine.
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
  // The password never went into the URL (no browser GET submission), and the tick was kept.
  expect(page.url()).not.toContain('password');
  expect(await page.evaluate(() => localStorage.getItem('remPass'))).not.toBeNull();
});

test('a search typed and sent before the app has loaded is searched for once it runs', async ({ page }) => {
  const app = await holdAppBack(page);
  const stars = page.getByRole('button', { name: /^Favourite / });
  await page.goto('/m/gameList?brand=lucky-peso');
  // A game further down the server-rendered list.
  const name = ((await stars.nth(4).getAttribute('aria-label')) ?? '').replace(/^Favourite /, '');
  expect(name).not.toBe('');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(name);
  await search.press('Enter');
  await app.release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // Not the browser's own submission (a GET of the page, which would drop the URL's query).
  expect(page.url()).toContain('brand=lucky-peso');
  // The first game found has the name searched for (others may contain it too).
  await expect(stars.first()).toHaveAccessibleName(
    new RegExp(`^Favourite .*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'),
  );
  await expect(search).toHaveValue(name);
});

test('a tap before the app has loaded is acted on once it runs', async ({ page }) => {
  const app = await holdAppBack(page);
  await page.goto('/m/gameList?brand=lucky-peso');
  const hot = page.getByRole('tab', { name: 'Hot' });
  await hot.click();
  // Held, not lost: nothing acted on it yet.
  await expect(hot).toHaveAttribute('aria-selected', 'false');
  await app.release();
  await expect(hot).toHaveAttribute('aria-selected', 'true');
});
