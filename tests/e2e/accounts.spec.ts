import type { Page } from '@playwright/test';
import { decryptJson, ENCRYPTION_HEADER } from '@common/payloadCrypto';
import { expect, test } from './fixtures';
import { DEMO, openSignedIn, openWithSession } from './helpers';
import { captchaAnswer, freshMobile, freshName, newCode } from './outbox';

const PASSWORD = 'Secret123!';

/** A form field by its accessible name, as a person finds it (password inputs are textboxes too). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// Bayani Bet starts in Filipino; these journeys read English unless a test switches language itself.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify('EN'));
  });
});

/** Home for a signed-in player: the header shows the balance instead of the login link. */
async function expectSignedInHome(page: Page, brandName: string) {
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page).toHaveTitle(`Home · ${brandName}`);
  await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
}

/** Registers through the form of a user-name brand (bayani-bet: username, password, confirm, nickname, e-mail). */
async function registerByUsername(page: Page, username: string, email?: string) {
  const answer = await captchaAnswer(page, () => page.goto('/m/register?brand=bayani-bet'));
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  if (email) await field(page, 'E-mail').fill(email);
  await field(page, 'Captcha').fill(answer);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** perlas-play asks for a date of birth and the restricted-person declaration (responsible play, issue 19). */
async function declareAge(page: Page) {
  await field(page, 'Date of birth').fill('1990-01-01');
  await page.getByRole('checkbox', { name: /not a government official/ }).check();
}

test.describe('login', () => {
  test('a session ended elsewhere signs the player out at the first refused call, with the SPEC text', async ({
    page,
    players,
  }) => {
    const player = await players.member('lucky-peso');
    await openWithSession(page, 'lucky-peso', player.session, '/m/home');
    await expectSignedInHome(page, 'Lucky Peso');
    // Signed out on another phone: the server revokes the token this page holds.
    const ended = await page.request.delete('/wps/session/logout?brand=lucky-peso', {
      headers: { Authorization: `Bearer ${player.session.token}` },
    });
    expect(ended.ok()).toBe(true);
    // The member centre asks for the member's info: refused, and the app signs out at once.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The account has been logged out, please log in again' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Balance')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('empty fields are refused in place and the first is focused', async ({ page }) => {
    await page.goto('/m/login?brand=lucky-peso');
    await page.getByRole('button', { name: 'Log in' }).click();
    const username = field(page, 'Username');
    await expect(username).toBeFocused();
    await expect(username).toHaveAccessibleDescription('This field is required');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('This field is required');
  });

  test('a refused login asks for a captcha; with it the player gets in and is remembered', async ({
    page,
    players,
  }) => {
    // A refused sign-in turns the captcha on for that account: a fresh player's, not an account other journeys use.
    const { username, password } = await players.member('lucky-peso');
    await page.goto('/m/login?brand=lucky-peso');
    // The browser's password manager can fill and save these; remembering here is opt-in.
    await expect(field(page, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByRole('checkbox', { name: 'Remember password' })).not.toBeChecked();
    await field(page, 'Username').fill(username);
    await field(page, 'Password').fill('wrong-password');
    const answer = await captchaAnswer(page, () => page.getByRole('button', { name: 'Log in' }).click());
    await expect(page.getByRole('alert')).toHaveText('Sorry, the user does not exist or is disabled');
    await expect(field(page, 'Username')).toHaveValue(username);
    // The captcha SVG (svg-captcha, a data: URL) renders under the CSP: a refused image has no natural size.
    const captchaImage = page.getByRole('button', { name: 'New captcha image' }).locator('img');
    await expect.poll(() => captchaImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await field(page, 'Captcha').fill(answer);
    await page.getByRole('checkbox', { name: 'Remember password' }).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectSignedInHome(page, 'Lucky Peso');
    const stored = await page.evaluate(() => [
      localStorage.getItem('MC_SESSION_INFO'),
      localStorage.getItem('remPass'),
    ]);
    expect(JSON.parse(stored[0]!)).toMatchObject({ userName: username, type: 0 });
    // Only a nonce and AES-GCM ciphertext: not the password, nor its base64 (the old encoding).
    expect(JSON.parse(stored[1]!).username).toEqual({
      type: 'username',
      username,
      iv: expect.stringMatching(/^[A-Za-z0-9+/]{16}$/),
      ciphertext: expect.any(String),
    });
    for (const leak of [password, btoa(password), btoa(password).slice(0, 8)]) expect(stored[1]).not.toContain(leak);
    // The key sits in IndexedDB under the id in sass, and cannot be read out.
    const key = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('remembered-login');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const found = await new Promise<CryptoKey>((resolve, reject) => {
        const get = db.transaction('keys').objectStore('keys').get(localStorage.getItem('sass')!);
        get.onsuccess = () => resolve(get.result as CryptoKey);
        get.onerror = () => reject(get.error);
      });
      db.close();
      const exported = await crypto.subtle.exportKey('raw', found).then(
        () => 'exported',
        () => 'refused',
      );
      return { algorithm: found.algorithm.name, extractable: found.extractable, exported };
    });
    expect(key).toEqual({ algorithm: 'AES-GCM', extractable: false, exported: 'refused' });

    // Remembered: the next visit to the login page is pre-filled, and still remembers.
    await page.goto('/m/login');
    await expect(field(page, 'Username')).toHaveValue(username);
    await expect(field(page, 'Password')).toHaveValue(password);
    await expect(page.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  test('a member-only page sends a visitor to login and back after signing in', async ({ page }) => {
    await page.goto('/m/withdraw?brand=bayani-bet');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw/);
    // bayani-bet has no mobile login: no method tabs.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await field(page, 'Username').fill('type40');
    await field(page, 'Password').fill('type40pass!');
    // Off by default: nothing is remembered unless the player asks.
    await expect(page.getByRole('checkbox', { name: 'Remember password' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw\?brand=bayani-bet$/);
    expect(await page.evaluate(() => localStorage.getItem('remPass') ?? '')).not.toContain('type40');
  });

  test('mobile login with an SMS code and its countdown', async ({ page }) => {
    await page.goto('/m/login?brand=lucky-peso');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    const code = field(page, 'SMS code');
    await expect(code).toBeDisabled();
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(field(page, 'Mobile number')).toHaveAccessibleDescription('This field is required');

    await field(page, 'Mobile number').fill('9171234567');
    const sent = page.waitForRequest('**/wps/verification/sms/noLogin');
    const smsCode = await newCode(page.request, '+63 9171234567', () =>
      page.getByRole('button', { name: 'Get code' }).click(),
    );
    // SPEC §7: the send names its module.
    expect((await sent).postDataJSON()).toMatchObject({ mobileNum: '9171234567', module: 'VERIFICATION3' });
    await expect(page.getByRole('status').filter({ hasText: 'Verification code sent' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(page, 'Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
    await code.fill(smsCode);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectSignedInHome(page, 'Lucky Peso');
  });

  test('free play signs in a trial account', async ({ page }) => {
    await page.goto('/m/login?brand=lucky-peso');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expectSignedInHome(page, 'Lucky Peso');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}'));
    expect(session.userName).toMatch(/^trial\d+$/);
  });

  test('Filipino labels and side links from configuration', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('TY')));
    await page.goto('/m/login?brand=lucky-peso');
    await expect(page.getByRole('heading', { name: 'Mag-log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://chat.luckypeso.example/live',
    );
    await page.getByRole('link', { name: 'Magparehistro ngayon' }).click();
    await expect(page).toHaveURL(/\/m\/register/);
  });
});

test.describe('registration', () => {
  test('user-name registration checks fields, refuses a taken name, then signs the player in', async ({ page }) => {
    const answer = await captchaAnswer(page, () => page.goto('/m/register?brand=bayani-bet'));
    // The page's own banners (group m_reg, SPEC §7), above the form; none of home's.
    const offers = page.getByRole('list', { name: 'Registration offers' });
    await expect(offers.getByRole('img', { name: 'Join Bayani Bet' })).toBeVisible();
    await expect(offers.getByRole('img', { name: 'Welcome bonus 100%' })).toHaveCount(0);
    // bayani-bet registers by user name only: no tabs; age 18.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    await expect(field(page, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    await field(page, 'Username').fill('type0');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill('different!');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Confirmation password not matched');
    await field(page, 'Confirm password').fill(PASSWORD);
    await expect(field(page, 'Confirm password')).not.toHaveAttribute('aria-invalid');

    await field(page, 'Captcha').fill(answer);
    const next = await captchaAnswer(page, () => page.getByRole('button', { name: 'Register' }).click());
    await expect(field(page, 'Username')).toHaveAccessibleDescription('Sorry, the username already exists');
    await expect(field(page, 'Username')).toBeFocused();

    await page.getByRole('checkbox', { name: /I am 18 or older/ }).uncheck();
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();

    await field(page, 'Username').fill(freshName('new'));
    await field(page, 'Captcha').fill(next);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/wps/member/register'));
    // Watched from before the tap: the toast shows for 1.5 s, which a busy machine could spend between the reply and a
    // look that started after reading the request.
    const registered = expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Register' }).click();
    // SPEC §3's registration payload, read as the server does (decrypted with the request's passphrase).
    const request = await sent;
    const payload = decryptJson<Record<string, unknown>>(
      (request.postDataJSON() as { data: string }).data,
      request.headers()[ENCRYPTION_HEADER.toLowerCase()]!,
    );
    expect(payload).toMatchObject({ type: 0, registerMethod: 'H5', domain: '127.0.0.1' });
    await registered;
    await expectSignedInHome(page, 'Bayani Bet');
  });

  test('mobile registration with an SMS code (mobile-only brand)', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/m/register?brand=perlas-play');
    await expect(page.getByRole('checkbox', { name: /I am 18 or older/ })).toBeVisible();
    await expect(field(page, 'Username')).toHaveCount(0);
    await field(page, 'Mobile number').fill(mobile);
    const sent = page.waitForRequest('**/wps/verification/sms/register');
    const smsCode = await newCode(page.request, `+63 ${mobile}`, () =>
      page.getByRole('button', { name: 'Get code' }).click(),
    );
    // SPEC §7: registration's send carries mobileNum, mobileNo, countryDialingCode and the module.
    expect((await sent).postDataJSON()).toEqual({
      mobileNum: mobile,
      mobileNo: mobile,
      countryDialingCode: '+63',
      module: 'VERIFICATION3',
    });
    await field(page, 'SMS code').fill(smsCode);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await declareAge(page);
    await field(page, 'Invitation code').fill('NOSUCHCODE');
    const checked = page.waitForRequest('**/wps/agent/affiliate?*');
    await page.getByRole('button', { name: 'Register' }).click();
    // SPEC §7: the invitation check sends the code and the site's domain.
    const query = new URL((await checked).url()).searchParams;
    expect([query.get('code'), query.get('domain')]).toEqual(['NOSUCHCODE', '127.0.0.1']);
    await expect(field(page, 'Invitation code')).toHaveAccessibleDescription('Invalid invitation code');
    await expect(field(page, 'Invitation code')).toBeFocused();
    await field(page, 'Invitation code').fill('');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectSignedInHome(page, 'Perlas Play');
  });
});

test.describe('passwords', () => {
  test('e-mail recovery sends a link that sets a new password', async ({ page }) => {
    const username = freshName('mail');
    const email = `${username}@example.com`;
    await registerByUsername(page, username, email);
    await expectSignedInHome(page, 'Bayani Bet');
    await page.evaluate(() => localStorage.clear());

    await page.goto('/m/forget?brand=bayani-bet');
    // bayani-bet has no phone recovery: e-mail only, no tabs.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await field(page, 'Username').fill(username);
    await field(page, 'E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Retrieve password' }).click();
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('email incorrect');
    await field(page, 'E-mail').fill(email);
    const asked = page.waitForRequest('**/wps/member/password/email');
    const token = await newCode(page.request, email, () =>
      page.getByRole('button', { name: 'Retrieve password' }).click(),
    );
    // SPEC §7: e-mail recovery is sent form-encoded.
    const recovery = await asked;
    expect(recovery.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(recovery.postData() ?? '').get('email')).toBe(email);
    await expect(page.getByRole('status').filter({ hasText: 'reset link' })).toBeVisible();
    await page.goto(`/m/forget?resetToken=${token}`);
    await expect(field(page, 'New password')).toHaveAttribute('autocomplete', 'new-password');
    await field(page, 'New password').fill('Brand-new-1');
    await field(page, 'Confirm password').fill('Brand-new-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await field(page, 'Username').fill(username);
    await field(page, 'Password').fill('Brand-new-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectSignedInHome(page, 'Bayani Bet');
  });

  test('phone recovery sets a new password and signs in with it', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/m/register?brand=perlas-play');
    await field(page, 'Mobile number').fill(mobile);
    const sent = page.waitForRequest('**/wps/verification/sms/register');
    const smsCode = await newCode(page.request, `+63 ${mobile}`, () =>
      page.getByRole('button', { name: 'Get code' }).click(),
    );
    // SPEC §7: registration's send carries mobileNum, mobileNo, countryDialingCode and the module.
    expect((await sent).postDataJSON()).toEqual({
      mobileNum: mobile,
      mobileNo: mobile,
      countryDialingCode: '+63',
      module: 'VERIFICATION3',
    });
    await field(page, 'SMS code').fill(smsCode);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await declareAge(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectSignedInHome(page, 'Perlas Play');
    await page.evaluate(() => localStorage.clear());

    await page.goto('/m/forget');
    await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await field(page, 'Mobile number').fill(mobile);
    const code = await newCode(page.request, `+63 ${mobile}`, () =>
      page.getByRole('button', { name: 'Get code' }).click(),
    );
    await field(page, 'SMS code').fill(code);
    await field(page, 'New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    // Same as the old password: the password is cleared, the code kept.
    await expect(page.getByRole('alert')).toHaveText('The new password and the old password cannot be the same');
    await expect(field(page, 'New password')).toHaveValue('');
    await expect(field(page, 'SMS code')).toHaveValue(code);
    await field(page, 'New password').fill('Another-pass-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSignedInHome(page, 'Perlas Play');
  });

  test('change password, then sign out from settings and back in with the new one', async ({ page }) => {
    // Registration, two password changes, two sign-outs and a sign-in: the longest journey (about 20 s alone).
    test.setTimeout(90_000);
    const username = freshName('chg');
    await registerByUsername(page, username);
    await expectSignedInHome(page, 'Bayani Bet');

    await page.goto('/m/set');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(field(page, 'Username')).toHaveValue(username);
    await expect(field(page, 'Old password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(page, 'New password')).toHaveAttribute('autocomplete', 'new-password');
    await field(page, 'Old password').fill(PASSWORD);
    await field(page, 'New password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect(alert).toContainText('The new password and the old password cannot be the same');
    await alert.getByRole('button', { name: 'Confirm' }).click();

    await field(page, 'Old password').fill('wrong-old-pass');
    await field(page, 'New password').fill('Changed-pass-3');
    await field(page, 'Confirm password').fill('Changed-pass-3');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('The old password is incorrect');
    await field(page, 'Old password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Change saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/);

    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home/);
    // Remembered at login (registration does not remember), so the form is empty; sign in and remember now.
    await page.goto('/m/login');
    await field(page, 'Username').fill(username);
    await field(page, 'Password').fill('Changed-pass-3');
    await page.getByRole('checkbox', { name: 'Remember password' }).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectSignedInHome(page, 'Bayani Bet');

    // Remembered while signed in; signing out forgets it (SPEC §4: saved credentials are cleared), so the next person
    // on this phone finds an empty form.
    expect(await page.evaluate(() => localStorage.getItem('remPass'))).not.toBeNull();
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/m/login');
    await expect(field(page, 'Username')).toHaveValue('');
    await expect(field(page, 'Password')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Remember password' })).not.toBeChecked();
    expect(await page.evaluate(() => [localStorage.getItem('remPass'), localStorage.getItem('sass')])).toEqual([
      null,
      null,
    ]);
  });
});

test.describe('validation messages (SPEC §5)', () => {
  test('each registration rule says what is wrong, under its field', async ({ page }) => {
    await page.goto('/m/register?brand=lucky-peso');
    await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await field(page, 'Username').fill('ab');
    await field(page, 'Password').fill('short');
    await field(page, 'Nickname').fill('R2-D2');
    await field(page, 'E-mail').fill('not-an-address');
    await field(page, 'Mobile number').fill('12');
    await page.getByRole('button', { name: 'Register' }).click();
    const expected: [string, string][] = [
      ['Username', 'Account format is incorrect'],
      ['Password', 'Password format is incorrect'],
      ['Confirm password', 'Enter password'],
      ['Nickname', 'Name format is not valid'],
      ['E-mail', 'E-mail format is incorrect'],
      ['Mobile number', 'Please enter a valid mobile number'],
      ['Captcha', 'Please enter the verification code'],
    ];
    for (const [name, message] of expected) await expect(field(page, name)).toHaveAccessibleDescription(message);
    await expect(field(page, 'Username')).toBeFocused();
    // Fixing a value clears its message as the player types.
    await field(page, 'Username').fill('goodname1');
    await expect(field(page, 'Username')).not.toHaveAttribute('aria-invalid');
  });

  test('login rules: account format, and an SMS code needs a valid number first', async ({ page }) => {
    await page.goto('/m/login?brand=lucky-peso');
    await field(page, 'Username').fill('9bad name');
    await field(page, 'Password').fill('x');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription('Account format is incorrect');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await field(page, 'Mobile number').fill('12ab');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(field(page, 'Mobile number')).toHaveAccessibleDescription('Please enter a valid mobile number');
    await expect(page.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});

test.describe('roles and the login popup (SPEC §6)', () => {
  test('a visitor opening the message centre gets the login popup, then the message centre', async ({ page }) => {
    await page.goto('/m/mine?brand=lucky-peso');
    await page.getByRole('button', { name: 'Message centre' }).click();
    const popup = page.getByRole('dialog', { name: 'Log in' });
    await expect(popup).toBeVisible();
    await popup.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO.username);
    await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await popup.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/webEmail/);
    await expect(popup).toBeHidden();
  });

  test('a visitor tapping deposit in the header menu gets the popup; closing it stays on the page', async ({
    page,
  }) => {
    await page.goto('/m/home?brand=lucky-peso');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Deposit' }).click();
    const popup = page.getByRole('dialog', { name: 'Log in' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('a free member (type 4) is refused the member area; an agent gets the agent centre, type 0 does not', async ({
    page,
  }) => {
    await openSignedIn(page, 'lucky-peso', '/m/home', { username: 'type4', password: 'type4pass!' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Me' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Free accounts cannot open the member area' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/);

    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, 'lucky-peso', '/m/mine', { username: 'agent', password: 'agent1234!' });
    await page.getByRole('link', { name: 'Agent centre' }).click();
    await expect(page).toHaveURL(/\/m\/agent/);

    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, 'lucky-peso', '/m/mine', { username: 'type0', password: 'type0pass!' });
    await expect(page.getByRole('list', { name: 'Profile' })).toContainText('Account: type0');
    await expect(page.getByRole('link', { name: 'Agent centre' })).toHaveCount(0);
  });

  test('invite friends tells a member to contact service when the brand has no referral promotion', async ({
    page,
  }) => {
    await openSignedIn(page, 'bayani-bet', '/m/home', { username: 'type0', password: 'type0pass!' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Invite friends' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please contact customer service to use this function.' }),
    ).toBeVisible();
  });
});
