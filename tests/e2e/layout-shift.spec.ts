// Layout shifts a visitor saw (issue 34; budget CLS ≤ 0.02, bench/budgets.json): each case holds back the reply
// that used to arrive last, so what came first would be pushed around when it lands. The page's shifts are summed
// by the browser's own layout-shift entries, as Lighthouse counts them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const CLS_BUDGET = 0.02;

/** Records every layout shift from the first paint (shifts right after input do not count, as in CLS). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

/** Answers requests to `path` only after `ms`: the order in which replies land is what these cases are about. */
async function holdBack(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
}

test.describe('layout shifts', () => {
  test('the page has no margin before the app has loaded', async ({ page }) => {
    // The app's script never arrives: what shows is the page's own first paint.
    await page.route(/\/m\/assets\/index-.*\.js$/, (route) => route.abort());
    await page.goto('/m/gameCenter?brand=lucky-peso');
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
  });

  test('lottery: the winners arrive first and wait below the lotteries', async ({ page }) => {
    await recordShifts(page);
    await holdBack(page, '/wps/lottery/menu', 1500);
    await page.goto('/m/moreLottery?brand=lucky-peso');
    await expect(page.getByRole('list', { name: 'Winners' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await shiftTotal(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  test('game centre: the games wait for the category tiles above them', async ({ page }) => {
    await recordShifts(page);
    await holdBack(page, '/wps/game/vendors', 1500);
    await page.goto('/m/gameCenter?brand=lucky-peso');
    await expect(page.getByRole('group', { name: 'Game categories' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
    expect(await shiftTotal(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  test('registration: the links wait below the form', async ({ page }) => {
    await recordShifts(page);
    await holdBack(page, '/wps/system/setting/register', 1500);
    await page.goto('/m/register?brand=lucky-peso');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'More options' })).toBeVisible();
    expect(await shiftTotal(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  test("a members' page sends a visitor to the login without painting its own header", async ({ page }) => {
    await recordShifts(page);
    await page.goto('/m/leaderBoard?brand=lucky-peso');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await shiftTotal(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
