// The brand studio's journey (issue 30, "Done when"): the owner clones lucky-peso into a brand of this run and
// publishes it (version 1; first taking any suggested colours the checks offer: none today), sets a
// primary colour that fails contrast with the text on it, and publishing is refused naming the pair; the owner goes to
// the field, fixes it, the publish goes through (version 2) and the new brand's player home, on its own domain, serves
// the new colour; a rollback to version 1 brings the old colour back. One server, no restart (project `ops`: production
// mode, tests/ops/console.spec.ts says why).
//
// The player app is reached at http://<id>.localhost:<port>/m/: Chromium resolves every *.localhost name to the
// loopback address, so the brand's domain needs no hosts file.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

const SOURCE = 'lucky-peso';
const NEW_PRIMARY = '#3a2a00'; // dark: the dark text on primary buttons (onPrimary #1a0f00) becomes unreadable

test.describe.configure({ timeout: 180_000 });

async function signInOwner(page: Page) {
  await page.goto('/ops/brands');
  await expect(page).toHaveURL(/\/ops\/sign-in\?next=/);
  await page.getByRole('textbox', { name: 'User name' }).fill('owner');
  await page.getByLabel('Password').fill('owner1234!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft is saved.' })).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
}

/** Takes each suggested fix the saved draft's checks offer ("Use #…"), saving after each, until none is left. */
async function takeSuggestedFixes(page: Page) {
  for (let round = 0; round < 6; round++) {
    await page.getByRole('tab', { name: 'Checks and diff' }).click();
    const saved = page.getByRole('region', { name: /^Problems of the saved draft/ });
    // The server's first checks of a run take seconds on a busy machine (the SVG sanitiser's DOM starts).
    await expect(saved).toBeVisible({ timeout: 30_000 });
    const use = saved.getByRole('button', { name: /^Use #/ });
    if ((await use.count()) === 0) break;
    await use.first().click();
    await saveDraft(page);
  }
  await expect(page.getByRole('region', { name: 'Problems of the saved draft (0)' })).toBeVisible({ timeout: 30_000 });
}

/** Publishes the saved draft from the brand screen and waits for the new version to be announced. */
async function publish(page: Page, note: string, version: number) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Publish / });
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${version} is live.` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toBeHidden();
}

/** The primary colour the new brand's player home is served with: the page's boot data, as the app starts from it. */
async function servedPrimary(browser: Browser, origin: string): Promise<string | undefined> {
  const context = await browser.newContext();
  try {
    const player = await context.newPage();
    await player.goto(`${origin}/m/home`);
    return await player.evaluate(() => {
      const block = document.getElementById('wps-boot')?.textContent;
      const theme = block ? (JSON.parse(block) as { theme?: { colors?: { primary?: string } } }).theme : undefined;
      return theme?.colors?.primary?.toLowerCase();
    });
  } finally {
    await context.close();
  }
}

test('the owner clones a brand, a failing contrast blocks the publish, the fix goes live, a rollback restores it', async ({
  page,
  browser,
}, testInfo) => {
  const run = Date.now().toString(36);
  const id = `studio-${run}`;
  const port = new URL(testInfo.project.use.baseURL!).port;
  const origin = `http://${id}.localhost:${port}`;

  await signInOwner(page);
  await page.getByRole('button', { name: 'New brand' }).click();
  const create = page.getByRole('dialog', { name: 'New brand, copied from another' });
  await create.getByRole('combobox', { name: 'Copy of' }).selectOption(SOURCE);
  await create.getByRole('textbox', { name: 'Brand id' }).fill(id);
  await create.getByRole('textbox', { name: 'Display name' }).fill(`Studio ${run}`);
  await create.getByRole('textbox', { name: 'Domains' }).fill(`${id}.localhost`);
  await expect(create.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Manila');
  await create.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Studio ${run} (${id})` })).toBeVisible();
  await expect(page.getByText('Not published yet: players are not served this brand.')).toBeVisible();

  // Version 1: the clone, its colours as the checks accept them (lucky-peso passes them as it is).
  await takeSuggestedFixes(page);
  await publish(page, 'First version', 1);
  await page.getByRole('tab', { name: 'Theme' }).click();
  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  const oldPrimary = (await primary.inputValue()).toLowerCase();
  expect(oldPrimary).toMatch(/^#[0-9a-f]{6}$/);
  await expect.poll(() => servedPrimary(browser, origin), { timeout: 10_000 }).toBe(oldPrimary);

  // A primary colour the dark text on it cannot be read against.
  await primary.fill(NEW_PRIMARY);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await saveDraft(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish ${id}` });
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Publishing was refused. Fix these problems first:');
  // The refusal names the pair: the text on primary against the primary colour, with the field to go to.
  const problem = dialog.getByRole('listitem').filter({ hasText: NEW_PRIMARY });
  await expect(problem).toContainText(/on ?primary/i);
  await expect(problem.getByRole('button', { name: /Text on primary/ })).toBeVisible();

  // The fix: "go to" the field the problem names, white text there, and a darker jackpot counter (the text on primary
  // is painted on it too, and white on lucky-peso's jackpot gold would fail the next check).
  await problem.getByRole('button', { name: /Text on primary/ }).click();
  await expect(dialog).toBeHidden();
  const onPrimary = page.getByRole('textbox', { name: 'Text on primary', exact: true });
  await expect(onPrimary).toBeFocused();
  await onPrimary.fill('#ffffff');
  await page.getByRole('textbox', { name: 'Jackpot', exact: true }).fill('#8a5200');
  await page.getByRole('tab', { name: 'Checks and diff' }).click();
  await expect(page.getByRole('region', { name: 'Problems of your unsaved changes (0)' })).toBeVisible();
  await saveDraft(page);
  await publish(page, 'Darker primary', 2);

  // The player home on the new brand's domain serves the new colour, with no restart.
  await expect.poll(() => servedPrimary(browser, origin), { timeout: 10_000 }).toBe(NEW_PRIMARY);

  // Roll back to version 1: a new version (3) with the old colour.
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = page.getByRole('table', { name: /Versions/ });
  await expect(versions.getByRole('row', { name: /^2 / })).toContainText('Live');
  await versions.getByRole('button', { name: 'Roll back to version 1' }).click();
  await page
    .getByRole('dialog', { name: 'Roll back to version 1?' })
    .getByRole('button', { name: 'Roll back' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 3 is live (a copy of version 1).' })).toBeVisible();
  await expect(versions.getByRole('row', { name: /^3 / })).toContainText('Rollback');
  await expect.poll(() => servedPrimary(browser, origin), { timeout: 10_000 }).toBe(oldPrimary);
});
