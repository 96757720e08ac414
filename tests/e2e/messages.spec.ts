import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, openSignedIn, openWithSession, type Session } from './helpers';

// Messages, notices and feedback against the reference server (lucky-peso: MAILCEN and FEEDBACK3 on, English).
// Inboxes that a journey reads or sends to are a fresh player's (tests/e2e/players.ts); the demo agent's is only read.
const BRAND = 'lucky-peso';
const AGENT = { username: 'agent', password: 'agent1234!' };
const TYPE0 = { username: 'type0', password: 'type0pass!' };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const unreadItems = (page: Page) => page.getByRole('button', { name: /^Unread:/ });

/** Opens an expandable item by its button and returns its panel. */
async function expand(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** Sends feedback through the API: each is answered at once by an unread reply in the member's inbox. */
async function sendFeedback(page: Page, session: Session, content: string) {
  const reply = await page.request.put(`/wps/feedback?brand=${BRAND}`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { content },
  });
  expect(((await reply.json()) as { success: boolean }).success).toBe(true);
}

test.describe('messages', () => {
  test('a member reads every unread message and the dot goes in the header and the member centre', async ({
    page,
    players,
  }) => {
    const { session } = await players.member(BRAND);
    for (const n of [1, 2, 3]) await sendFeedback(page, session, `Feedback number ${n} for the lobby team`);
    await openWithSession(page, BRAND, session, '/m/webEmail');
    await expect(page.getByText('Unread: 3')).toBeVisible();
    await expect(menuButton(page)).toHaveAccessibleDescription('Unread messages: 3');
    await expect(unreadItems(page)).toHaveCount(3);
    for (let left = 3; left > 0; left--) {
      await unreadItems(page).first().click();
      await expect(page.getByText(`Unread: ${left - 1}`)).toBeVisible();
      await expect(unreadItems(page)).toHaveCount(left - 1);
    }
    await expect(menuButton(page)).not.toHaveAccessibleDescription(/Unread/);
    // Stored on the server: a fresh load still says 0.
    await page.reload();
    await expect(page.getByText('Unread: 0')).toBeVisible();
    await expect(menuButton(page)).not.toHaveAccessibleDescription(/Unread/);
    await page.goto(`/m/mine?brand=${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });

  test('a visitor at /m/webEmail gets the login popup, then the inbox on the same page', async ({ page }) => {
    await page.goto(`/m/webEmail?brand=${BRAND}`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/webEmail/);
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(AGENT.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(AGENT.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/webEmail/);
    await expect(page.getByText('Unread: 3')).toBeVisible();
    await expect(page.getByRole('button', { name: /Welcome!/ })).toBeVisible();
  });

  test('feedback below the minimum is refused (UI and API); a valid one is stored, answered and shown as a thread', async ({
    page,
    players,
  }) => {
    const { session } = await players.member(BRAND);
    await openWithSession(page, BRAND, session, '/m/feedback');
    const box = page.getByRole('textbox', { name: 'Your feedback' });
    await box.fill('Too short here');
    await expect(page.getByText('Words: 3 of 500')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please write at least 5 words (now 3).');
    await expect(box).toHaveValue('Too short here');

    const api = await page.request.put(`/wps/feedback?brand=${BRAND}`, {
      headers: { authorization: `Bearer ${session.token}` },
      data: { content: 'two words' },
    });
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({ code: 'feedback.words.few', value: { words: 2, min: 5 } });

    // A new member's inbox is empty: no unread note once the header knows the member.
    await expect(page.getByRole('banner').getByLabel('Account')).toContainText('₱');
    await expect(menuButton(page)).not.toHaveAccessibleDescription(/Unread/);
    const text = 'Please add more fishing games to the lobby, <b>thanks</b>!';
    await box.fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    await expect(box).toHaveValue('');
    // The reply carried the new count: the header knows at once.
    await expect(menuButton(page)).toHaveAccessibleDescription('Unread messages: 1');

    await page.getByRole('link', { name: 'Open the message centre' }).click();
    await expect(page.getByText('Unread: 1')).toBeVisible();
    await page.getByRole('button', { name: /^Unread: Re: your feedback/ }).click();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(thread).toContainText(text);
    await expect(thread).toContainText('Thank you for your feedback.');
    await expect(page.getByText('Unread: 0')).toBeVisible();
  });

  test('an agent sees the type-A notices; a member at the same address does not', async ({ page, browser }) => {
    await openSignedIn(page, BRAND, '/m/member/notice?types=A', AGENT);
    const first = await expand(page, 'Commission statement ready');
    await expect(first).toContainText(/Published \d{2}\/\d{2}\/\d{4} · Long term/);
    await expect(first).toContainText('Check it before the 5th');
    const ending = await expand(page, 'Team dividend schedule');
    await expect(ending).toContainText(/Until \d{2}\/\d{2}\/\d{4}/);

    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: test.info().project.use.baseURL });
    try {
      const member = await context.newPage();
      const session = await apiLogin(member.request, BRAND, TYPE0.username, TYPE0.password);
      await member.addInitScript((s) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), session);
      await member.goto(`/m/member/notice?types=A&brand=${BRAND}`);
      await expect(member.getByText('No notices right now.')).toBeVisible();
      await expect(member.getByRole('button', { name: 'Commission statement ready' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the player notice list shows its dates as MM/DD/YYYY', async ({ page }) => {
    await page.goto(`/m/notice?brand=${BRAND}`);
    const panel = await expand(page, 'System maintenance on Sunday');
    const published = panel.getByText(/^Published \d{2}\/\d{2}\/\d{4} · (Long term|Until \d{2}\/\d{2}\/\d{4})$/);
    await expect(published).toBeVisible();
    // Published two days before the server seeded it, up to an hour before this runs: Manila's midnight may fall in
    // between, so the day is that of now or of an hour ago, two days back, in the brand's zone.
    const day = (msAgo: number) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', month: '2-digit', day: '2-digit', year: 'numeric' })
        .format(new Date(Date.now() - 2 * 86_400_000 - msAgo))
        .replace(/\//g, '\\/');
    await expect(published).toContainText(new RegExp(`Published (${day(0)}|${day(3_600_000)})`));
  });
});
