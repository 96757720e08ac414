import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, DEMO, openSignedIn, openWithSession, type Session } from './helpers';
import { opsSignIn } from './ops';

// Promotions journeys (issue 17) on a phone against the reference server: browsing by category and by ?id=, applying
// with images (client and server checks), an operator's approval and the claim in the reward centre, the manual
// rebate, the red envelope rain, and a flag that is off. Applications, claims and grabs are a fresh player's
// (tests/e2e/players.ts); the manual rebate needs the demo member's bet history, and no other journey moves the
// demo member's lucky-peso balance.

const BRAND = 'lucky-peso';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify('EN'));
  });
});

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A real 1×1 PNG (the server checks the signature), a JPEG start, a GIF and a PNG over 5 MB. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);

/** The header's balance in centavos (waits until it shows a number). */
async function headerBalance(page: Page): Promise<number> {
  const account = page.getByRole('banner').getByLabel('Account');
  await expect(account).toContainText(/₱[\d,]+\.\d{2}/);
  const [, whole, cents] = /₱([\d,]+)\.(\d{2})/.exec((await account.textContent()) ?? '')!;
  return Number(whole!.replace(/,/g, '')) * 100 + Number(cents);
}

const pesos = (cents: number) =>
  `₱${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const toCents = (money: string) => Math.round(Number(money) * 100);

/** The member's balance from the API, in centavos. */
async function apiBalance(request: APIRequestContext, session: Session): Promise<number> {
  const res = await request.get(`/wps/wallets/balance?brand=${BRAND}`, { headers: auth(session) });
  return toCents(((await res.json()) as { value: { sumBalance: string } }).value.sumBalance);
}

/** Applies through the API (multipart, one image), as the form does. */
async function apiApply(request: APIRequestContext, session: Session, activityId: number, image: Buffer) {
  const res = await request.post(`/wps/promotions/${activityId}/apply?brand=${BRAND}`, {
    headers: auth(session),
    multipart: { remark: 'e2e', images: { name: 'receipt.png', mimeType: 'image/png', buffer: image } },
  });
  return (await res.json()) as { success: boolean; code?: string; value?: { id: number; status: string } };
}

/** A support operator approves the member's waiting application for an activity in the console. */
async function approve(request: APIRequestContext, userName: string, activityTitle: string) {
  const support = await opsSignIn(request, 'support');
  const list = await support.get<{ list: { application: { id: number }; account: string; activityTitle: string }[] }>(
    `/promotions/applications?brandId=${BRAND}&state=applying&pageSize=100`,
  );
  const found = list.value!.list.find((a) => a.account === userName && a.activityTitle === activityTitle);
  expect(found, `an application of ${userName} for ${activityTitle}`).toBeDefined();
  expect((await support.post(`/promotions/applications/${found!.application.id}/approve`)).success).toBe(true);
}

test('a visitor browses promotions by category and opens one by ?id=', async ({ page }) => {
  await page.goto(`/m/activity?brand=${BRAND}`);
  const menu = page.getByRole('tablist', { name: 'Promotion categories' });
  await expect(menu.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'First deposit bonus' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Sports weekly cashback' })).toBeVisible();

  await menu.getByRole('tab', { name: 'Sports', exact: true }).click();
  await expect(panel).toHaveAccessibleName('Sports');
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByRole('heading', { name: 'Sports weekly cashback' })).toBeVisible();
  await expect(panel.getByText(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();

  // The list follows the language (reloaded from the server in Filipino).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByLabel('Language').selectOption('TY');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Palakasan', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByLabel('Wika').selectOption('EN');
  await page.keyboard.press('Escape');

  await panel.getByRole('link', { name: 'Sports weekly cashback' }).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'Sports weekly cashback', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to apply' })).toBeVisible();

  // ?id= scrolls to that promotion and opens its detail in place; back goes home when there is no history.
  const fresh = await page.context().newPage();
  await fresh.goto(`/m/activity?brand=${BRAND}`);
  const last = fresh.getByRole('tabpanel').getByRole('article').last();
  const lastTitle = (await last.getByRole('heading').textContent())!;
  const href = (await last.getByRole('link').getAttribute('href'))!;
  const id = new URL(href, 'http://x').searchParams.get('id');
  await fresh.goto(`/m/activity?id=${id}&brand=${BRAND}`);
  const opened = fresh.getByRole('article', { name: lastTitle });
  await expect(opened.getByRole('heading', { name: 'Apply' })).toBeVisible();
  await expect(opened.getByRole('heading', { name: lastTitle })).toBeInViewport();
  await fresh.getByRole('button', { name: 'Back' }).click();
  await expect(fresh).toHaveURL(/\/m\/home/);
});

test('a member applies with two images; a gif and a 6 MB image are refused with the SPEC rule', async ({
  page,
  players,
}) => {
  const { session } = await players.member(BRAND);
  await openWithSession(page, BRAND, session, '/m/activityDetail?id=88');
  await expect(page.getByRole('heading', { name: 'First deposit bonus', level: 2 })).toBeVisible();
  const images = page.getByLabel('Images', { exact: true });

  await images.setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByRole('alert')).toHaveText('Only png or jpg images can be uploaded');
  await images.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: BIG_PNG });
  await expect(page.getByRole('alert')).toHaveText('Each image must be at most 5 MB');
  await images.setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
    { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await expect(page.getByRole('list', { name: '2 of 3 images chosen' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Remark' }).fill('Deposited by GCash');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByText('Applying', { exact: true })).toBeVisible();
  await expect(page.getByText('Your application is being reviewed.')).toBeVisible();
  await expect(page.getByText('Deposited by GCash')).toBeVisible();
  // Its images come back only with the member's session, shown from object URLs.
  await expect(page.getByRole('img', { name: 'Image 2 you sent' })).toHaveAttribute('src', /^blob:/);

  // The server checks again: a gif sent around the form is refused whatever the form said.
  const gif = await page.request.post(`/wps/promotions/89/apply?brand=${BRAND}`, {
    headers: auth(session),
    multipart: { remark: '', images: { name: 'x.png', mimeType: 'image/png', buffer: GIF } },
  });
  expect(((await gif.json()) as { code: string }).code).toBe('promotion.image.type');
});

test('an operator approves, the member claims in the reward centre, and the balance rises once', async ({
  page,
  players,
}) => {
  const { session, username } = await players.member(BRAND);
  const applied = await apiApply(page.request, session, 89, PNG);
  expect(applied.success, JSON.stringify(applied)).toBe(true);
  await approve(page.request, username, 'Sports weekly cashback');

  await openWithSession(page, BRAND, session, '/m/activityDetail?id=89');
  await expect(page.getByText('Issued', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the reward centre' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter/);
  const before = await headerBalance(page);
  const claim = page.getByRole('button', { name: 'Claim Sports weekly cashback' });
  await claim.click();
  await expect(page.getByRole('banner').getByLabel('Account')).toContainText(pesos(before + 8800));
  await expect(claim).toHaveCount(0);

  // A second claim (another tab, a replay) is refused and moves nothing.
  const rewards = (await (
    await page.request.get(`/wps/rewards?brand=${BRAND}&state=claimed`, { headers: auth(session) })
  ).json()) as {
    value: { list: { id: number; title: string }[] };
  };
  const reward = rewards.value.list.find((r) => r.title === 'Sports weekly cashback')!;
  const again = await page.request.post(`/wps/rewards/${reward.id}/claim?brand=${BRAND}`, {
    headers: auth(session),
    data: {},
  });
  expect(((await again.json()) as { code: string }).code).toBe('reward.claimed');
  expect(await apiBalance(page.request, session)).toBe(before + 8800);
  await page.getByRole('tab', { name: 'Claimed' }).click();
  await expect(page.getByRole('heading', { name: 'Sports weekly cashback' })).toBeVisible();
});

test('a manual rebate is claimed once', async ({ page }) => {
  await openSignedIn(page, BRAND, '/m/member/manualRebate', DEMO);
  const table = page.getByRole('table', { name: 'Rebate since your last claim' });
  await expect(table).toBeVisible();
  const totalText = (await table.getByRole('row', { name: /Total/ }).getByRole('cell').last().textContent())!;
  const total = Number(totalText.replace(/[₱,]/g, '')) * 100;
  expect(total).toBeGreaterThan(0);
  const before = await headerBalance(page);
  await page.getByRole('button', { name: `Claim ${pesos(total)}` }).click();
  await expect(page.getByRole('banner').getByLabel('Account')).toContainText(pesos(before + total));
  await expect(page.getByText('No settled bets since your last claim')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Claim / })).toBeDisabled();

  const session = await apiLogin(page.request, BRAND, DEMO.username, DEMO.password);
  const again = await page.request.post(`/wps/member/rebate/claim?brand=${BRAND}`, {
    headers: auth(session),
    data: {},
  });
  expect(((await again.json()) as { code: string }).code).toBe('rebate.nothing');
  expect(await apiBalance(page.request, session)).toBe(before + total);
});

test('a red-rain grab credits the wallet, and a parallel replay does not', async ({ page, players }) => {
  // Reduced motion: the envelopes stand still in a grid (and can be tapped like any button).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { session } = await players.member(BRAND);
  await openWithSession(page, BRAND, session, '/m/redRain');
  const rain = page.getByRole('region', { name: 'All-day red envelope rain' });
  const before = await headerBalance(page);
  await rain.getByRole('button', { name: 'Red envelope 1', exact: true }).click();
  const status = rain.getByRole('status');
  await expect(status).toHaveText(/^You got ₱\d+\.\d{2}!$/);
  const won = toCents(/₱(\d+\.\d{2})/.exec((await status.textContent())!)![1]!);
  await expect(page.getByRole('banner').getByLabel('Account')).toContainText(pesos(before + won));
  await expect(rain.locator('strong', { hasText: pesos(won) })).toBeVisible();
  await rain.getByRole('button', { name: `Red envelope 1, opened: ${pesos(won)}` }).click();
  await expect(status).toHaveText('Already grabbed');

  // Two grabs with one Idempotency-Key at once: one draw, one credit, the same answer twice.
  const start = await apiBalance(page.request, session);
  const grab = () =>
    page.request.post(`/wps/redRain/all-day/grab?brand=${BRAND}`, {
      headers: { ...auth(session), 'Idempotency-Key': `e2e-${Date.now()}` },
      data: {},
    });
  const key = `e2e-replay-${Date.now()}`;
  const keyed = () =>
    page.request.post(`/wps/redRain/all-day/grab?brand=${BRAND}`, {
      headers: { ...auth(session), 'Idempotency-Key': key },
      data: {},
    });
  const replies = (await Promise.all([keyed(), keyed()].map(async (r) => (await r).json()))) as {
    success: boolean;
    code?: string;
    value?: { amount: string };
  }[];
  const amounts = replies.filter((r) => r.success).map((r) => r.value!.amount);
  expect(amounts.length, JSON.stringify(replies)).toBeGreaterThanOrEqual(1);
  expect(new Set(amounts).size).toBe(1);
  for (const r of replies) if (!r.success) expect(r.code).toBe('idempotency.key.reused');
  expect(await apiBalance(page.request, session)).toBe(start + toCents(amounts[0]!));
  // The member's third envelope is the last one: a fourth grab is refused.
  expect((await (await grab()).json()).success).toBe(true);
  expect(((await (await grab()).json()) as { code: string }).code).toBe('redrain.limit');
});

test('a brand without MISSION sends the leaderboard home with the refusal; with it, the member sees their rank', async ({
  page,
}) => {
  await openSignedIn(page, 'bayani-bet', '/m/leaderBoard', DEMO);
  await expect(page).toHaveURL(/\/m\/home/);
  await openSignedIn(page, BRAND, '/m/leaderBoard', DEMO);
  const mine = page.getByRole('region', { name: 'Your rank' });
  await expect(mine).toContainText(/No\. \d+/);
  await expect(page.getByRole('table', { name: 'Leaderboard' }).getByRole('row')).not.toHaveCount(0);
});
