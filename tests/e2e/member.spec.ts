import { expect, test } from './fixtures';
import { BRAND_DRAFT, DEMO, openSignedIn } from './helpers';
import { previewDraft } from './brandDraft';

const BRAND = 'lucky-peso';

// Journeys read English whatever the brand's first language.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify('EN'));
  });
});

/** Stores brand settings through the dev tools (the operator's switch), for one test. */

test('a visitor taps a member-centre item, gets the login popup and lands where they tapped', async ({ page }) => {
  await page.goto(`/m/mine?brand=${BRAND}`);
  const quick = page.getByRole('navigation', { name: 'Quick menu' });
  await quick.getByRole('button', { name: 'Security centre' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/m\/mine/);
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter/);
});

test('a member sees their account, VIP level and days since registration', async ({ page }) => {
  await openSignedIn(page, BRAND, '/m/mine');
  const profile = page.getByRole('list', { name: 'Profile' });
  await expect(profile).toContainText('Account: demo');
  await expect(profile).toContainText('VIP level: Gold');
  // the demo accounts are registered 90 days before the server seeded them; Manila's midnight between the seeding
  // and this check makes it 91
  await expect(profile).toContainText(/Days with us: (90|91)(?!\d)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'VIP benefits' })).toBeVisible();
});

test('invite friends shows the code, the registration link and a QR image', async ({ page }) => {
  await openSignedIn(page, BRAND, '/m/inviteFriends');
  const code = page.getByRole('textbox', { name: 'Invitation code' });
  await expect(code).toHaveValue(/^[A-HJKMNP-Z2-9]{8}$/);
  const value = await code.inputValue();
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    `https://luckypeso.example/m/register?affiliateCode=${value}`,
  );
  const qr = page.getByRole('img', { name: 'QR code of your invitation link' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // the same code on the next visit
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(value);
});

// The brand's draft with REFERRAL off, seen through its preview: players keep the live version (BRAND_DRAFT).
test(
  'with REFERRAL off a direct URL to invite friends says to contact service and goes home',
  BRAND_DRAFT,
  async ({ page }) => {
    const draft = await previewDraft(page.request, BRAND, { promotions: { REFERRAL: { enabled: false } } });
    try {
      await openSignedIn(page, BRAND, `/m/inviteFriends?wl_preview=${draft.token}`);
      await expect(page.getByText('Please contact customer service to use this function.')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home/);
      await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveCount(0);
    } finally {
      await draft.discard();
    }
  },
);
