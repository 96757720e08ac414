// Server-side rendering (docs/performance.md): every route of the route table, for two demo brands, in English and
// Filipino, is rendered by the reference server and hydrated by the client without a hydration warning or error; and
// a signed-in player's stored session, applied after hydration, causes none either. Whatever the route table holds
// when this runs is covered. One page per test, many navigations.
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
    /** Opens a path: the server must have rendered it, and the page must finish hydrating. */
    visit: async (path: string) => {
      at = path;
      const response = await page.goto(path);
      expect((await response?.text()) ?? '', `${path} is server-rendered`).toContain('<div id="root" data-ssr="">');
      await expect(page.locator('html[data-hydrated]'), `${path} hydrates`).toHaveCount(1);
    },
  };
}

/** The language the server starts in (cookie) and the one the client keeps (storage) agree. */
async function useLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'wl_lang', value: language, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((l) => localStorage.setItem('language', JSON.stringify(l)), language);
}

for (const brand of BRANDS)
  for (const language of LANGUAGES)
    test(`${brand} ${language}: every route hydrates without a warning`, async ({ page }) => {
      test.setTimeout(180_000);
      await useLanguage(page, language);
      const { problems, visit } = watch(page);
      for (const route of routeTable) await visit(`${route.path}?brand=${brand}`);
      expect(problems).toEqual([]);
    });

test('a stored session applied after hydration: every route, no warning', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await apiLogin(page.request, 'lucky-peso', DEMO.username, DEMO.password);
  await page.addInitScript((s) => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
    localStorage.setItem('hideDownloadBar', '1');
    sessionStorage.setItem('homePopupSeen', '1');
  }, session);
  const { problems, visit } = watch(page);
  for (const route of routeTable) await visit(`${route.path}?brand=lucky-peso`);
  // The session did arrive: the header shows the balance.
  await visit('/m/home?brand=lucky-peso');
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a player who types, ticks and taps Log in before the app has loaded is signed in', async ({ page }) => {
  // The app's code arrives two seconds late (a slow network): the server-rendered form is all there is meanwhile.
  let delayed = 0;
  await page.route(/\/m\/assets\/index-[^/]+\.js$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/m/login?brand=lucky-peso');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('checkbox', { name: 'Remember password' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await page.locator('html[data-hydrated]').count(), 'tapped before hydration').toBe(0);
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
  expect(delayed).toBeGreaterThan(0);
  // The password never went into the URL (no browser GET submission), and the tick was kept.
  expect(page.url()).not.toContain('password');
  expect(await page.evaluate(() => localStorage.getItem('remPass'))).not.toBeNull();
});
