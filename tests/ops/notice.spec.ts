// Support publishes a notice in the console and a player sees it at once (issue 29): the console's Notices screen
// against the reference server as deployed (project `ops`, tests/ops/console.spec.ts says why production), and the
// player app in a separate browser context on a phone. No restart between the two: the server drops its caches of the
// brand's content on each change (server/src/services/ops/content.ts).
import type { Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

const BRAND = 'lucky-peso';
const SUPPORT = { username: 'support', password: 'support1234!' };

test.describe.configure({ timeout: 120_000 });

async function signInSupport(page: Page) {
  await page.goto('/ops/notices');
  await expect(page).toHaveURL(/\/ops\/sign-in\?next=/);
  await page.getByRole('textbox', { name: 'User name' }).fill(SUPPORT.username);
  await page.getByLabel('Password').fill(SUPPORT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Notices and banners', level: 1 })).toBeVisible({ timeout: 20_000 });
}

test('support publishes a notice and a player sees it at once, then sees the edited title', async ({
  page,
  browser,
}) => {
  // Titles of this run only: a second run on the same server must not find the first run's notice.
  const run = Date.now().toString(36);
  const title = `Weekend maintenance ${run}`;
  const edited = `Maintenance moved ${run}`;

  await signInSupport(page);
  // The brand's player notices only: every brand's notices and banners run to several pages.
  const filters = page.getByRole('search', { name: 'Filter notices' });
  await filters.getByRole('textbox', { name: 'Brand' }).fill(BRAND);
  await filters.getByRole('combobox', { name: 'Kind' }).selectOption('PL');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/brand=lucky-peso/);
  await expect(page.getByRole('table', { name: /Notices and banners/ })).toBeVisible();
  await page.getByRole('button', { name: 'New notice' }).click();
  const form = page.getByRole('dialog', { name: 'New notice' });
  await form.getByRole('textbox', { name: 'Brand' }).fill(BRAND);
  await expect(form.getByRole('combobox', { name: 'Kind' })).toHaveValue('PL');
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await form.getByRole('textbox', { name: 'Title (Filipino)' }).fill(`Pagpapanatili ${run}`);
  await form.getByRole('textbox', { name: 'Text (English)' }).fill('<p>Games pause <b>Saturday</b> 02:00–03:00.</p>');
  await form.getByRole('textbox', { name: 'Text (Filipino)' }).fill('<p>Hihinto ang mga laro sa Sabado.</p>');
  // "Live from" starts as now: the notice is live as soon as it is published.
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is published.` })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Live');

  // The player: a phone in its own context, signed out (the notice's audience is everyone).
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  const phone = await browser.newContext(pixel);
  await phone.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
  const player = await phone.newPage();
  await player.goto(`/m/notice?brand=${BRAND}`);
  const notice = player.getByRole('button', { name: title });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(player.getByText('Games pause Saturday 02:00–03:00.')).toBeVisible();

  // Support edits the title; the player, reloading, sees the new one and not the old.
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit notice \d+$/ }).click();
  const editForm = page.getByRole('dialog', { name: /^Edit notice \d+$/ });
  await editForm.getByRole('textbox', { name: 'Title (English)' }).fill(edited);
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${edited}” is saved.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: edited })).toBeVisible();

  await player.reload();
  await expect(player.getByRole('button', { name: edited })).toBeVisible();
  await expect(player.getByRole('button', { name: title })).toHaveCount(0);
  await phone.close();
});
