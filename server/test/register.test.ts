import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALING_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN } from '@common/fieldPatterns';
import { eq } from 'drizzle-orm';
import { contract } from '../src/api/route';
import { users } from '../src/db/schema';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    rateLimits: {
      register: { max: 1000, windowSeconds: 60 },
      sms: { max: 1000, windowSeconds: 60 },
      smsIp: { max: 1000, windowSeconds: 60 },
      captcha: { max: 1000, windowSeconds: 60 },
      captchaProof: { max: 1000, windowSeconds: 60 },
    },
  });
});
afterAll(() => s.close());

let n = 0;
/** A valid username registration for lucky-peso (mobile is a required field there). */
async function valid(extra: Record<string, unknown> = {}) {
  n += 1;
  const c = await s.captcha();
  return {
    username: `player${n}x`,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    mobileNum: `91800000${String(n).padStart(2, '0')}`,
    countryDialingCode: '+63',
    captcha: c.answer,
    captchaId: c.captchaId,
    registerMethod: 'H5',
    type: 0,
    ...extra,
  };
}
const register = async (payload: unknown, brand = 'lucky-peso') =>
  s.encrypted('PUT', `/wps/member/register?brand=${brand}`, payload);

describe('PUT /wps/member/register', () => {
  test('registers and signs in; the new member has a zero balance', async () => {
    const payload = await valid({ nickname: 'Juan dela Cruz', email: 'juan@example.ph', affiliateCode: 'demo1001' });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Envelope<{ token: string; userName: string }>;
    expect(body.value).toMatchObject({
      userName: payload.username,
      customerType: 0,
      firstTimeLogin: true,
      merchantCode: 'LUCKYPESO',
    });
    const info = await s.inject({ url: '/wps/member/info', headers: auth(body.value!.token) });
    expect(info.json()).toMatchObject({
      value: { userName: payload.username, nickname: 'Juan dela Cruz', sumBalance: '0.00' },
    });
    // the same user name again
    expect((await register(await valid({ username: payload.username }))).json()).toMatchObject({
      code: 'register.username.exists',
      message: 'Sorry, the username already exists',
    });
  });

  test.each([
    ['username', { username: '1bad' }, 'format.account', 'Account format is incorrect'],
    ['username too long', { username: 'a'.repeat(17) }, 'format.account', 'Account format is incorrect'],
    ['username missing', { username: undefined }, 'format.account', 'Account format is incorrect'],
    [
      'password short',
      { password: 'short', confirmPassword: 'short' },
      'format.password',
      'Password format is incorrect',
    ],
    [
      'password too long',
      { password: 'p'.repeat(65), confirmPassword: 'p'.repeat(65) },
      'format.password',
      'Password format is incorrect',
    ],
    [
      'password of spaces only',
      { password: ' '.repeat(8), confirmPassword: ' '.repeat(8) },
      'format.password',
      'Password format is incorrect',
    ],
    [
      'common password',
      { password: 'Football', confirmPassword: 'Football' },
      'format.password.common',
      'Password format is incorrect',
    ],
    ['confirm', { confirmPassword: 'other-pass' }, 'format.confirm.password', 'Confirmation password not matched'],
    ['confirm missing', { confirmPassword: undefined }, 'format.confirm.password', 'Confirmation password not matched'],
    ['email', { email: 'not-an-email' }, 'format.email', 'E-mail format is incorrect'],
    ['email too long', { email: `${'a'.repeat(251)}@x.ph` }, 'format.email', 'E-mail format is incorrect'],
    ['invitation', { affiliateCode: 'NOPE999' }, 'register.invitation.invalid', 'Invalid invitation code'],
    ['mobile', { mobileNum: '12-34' }, 'format.mobile', 'The mobile num is not valid'],
    ['mobile missing (required)', { mobileNum: undefined }, 'format.mobile', 'The mobile num is not valid'],
    ['dialing code', { countryDialingCode: '63' }, 'format.mobile', 'The mobile num is not valid'],
    ['nickname', { nickname: '<script>' }, 'format.name', 'Name format is not valid'],
    ['payee name', { payeeName: 'x'.repeat(41) }, 'format.name', 'Name format is not valid'],
    ['wrong type', { username: 42 }, 'format.account', 'Account format is incorrect'],
    ['register method', { registerMethod: 'FAX' }, 'request.invalid', 'Unknown error'],
  ])('%s', async (_name, patch, code, message) => {
    const res = await register(await valid(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, message });
  });

  test('captcha: missing, wrong and reused', async () => {
    expect((await register(await valid({ captcha: undefined }))).json()).toMatchObject({
      code: 'captcha.invalid',
      value: { captcha: true },
    });
    expect((await register(await valid({ captcha: '99999999' }))).json()).toMatchObject({ code: 'captcha.invalid' });
    const payload = await valid();
    expect((await register(payload)).statusCode).toBe(200);
    expect((await register({ ...payload, username: 'anotherone1', mobileNum: '9180009999' })).json()).toMatchObject({
      code: 'captcha.invalid',
    });
  });

  test('an expired captcha (5 minutes) is refused', async () => {
    const payload = await valid();
    s.clock.advance(301);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'captcha.invalid',
      message: 'Verification code error',
      value: { captcha: true },
    });
  });

  test("a registered mobile number is not revealed: it registers, stored unproven, and stays the owner's", async () => {
    const payload = await valid({ mobileNum: '9171234567' });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { userName: payload.username, firstTimeLogin: true } });
    const [row] = await s.ctx.db.select().from(users).where(eq(users.username, payload.username));
    expect(row).toMatchObject({ mobileNum: '9171234567', mobileVerifiedAt: null });
    // SMS login with that number still reaches its proven owner, demo
    await s.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9171234567' } });
    const login = await s.encrypted('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '9171234567',
      verificationCode: s.ctx.outbox.lastCode('+63 9171234567'),
    });
    expect(login.json()).toMatchObject({ success: true, value: { userName: 'demo' } });
  });

  test('fields the brand has not enabled are ignored', async () => {
    const res = await register(await valid({ wechat: 'ignored', zalo: 'x'.repeat(10) }));
    expect(res.statusCode).toBe(200);
  });

  test('a brand without username registration refuses it', async () => {
    await setBrandSettings(s, { registerSettings: { usernameRegistration: false } }, { brand: 'bayani-bet' });
    const c = await s.captcha('bayani-bet');
    const res = await register(
      {
        username: 'bayaniuser',
        password: 'secret-pass',
        confirmPassword: 'secret-pass',
        captcha: c.answer,
        captchaId: c.captchaId,
      },
      'bayani-bet',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.no.permission' });
    await resetBrandSettings(s, 'bayani-bet');
  });
});

describe('PUT /wps/member/register/mobile and SMS codes', () => {
  const sendRegister = (mobileNum: string, extra: Record<string, unknown> = {}) =>
    s.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, mobileNo: mobileNum, countryDialingCode: '+63', module: 'VERIFICATION3', ...extra },
    });

  test('registers with an SMS code; the user name defaults to m<number>', async () => {
    expect((await sendRegister('9175550001')).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = s.ctx.outbox.lastCode('+63 9175550001')!;
    const res = await s.encrypted('PUT', '/wps/member/register/mobile', {
      mobileNum: '9175550001',
      countryDialingCode: '+63',
      verificationCode: code,
      password: 'mobile-pass',
      confirmPassword: 'mobile-pass',
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'm9175550001' } });
  });

  test('a second code is refused while one is valid (the same reply each time), allowed after expiry', async () => {
    await sendRegister('9175550002');
    const again = await sendRegister('9175550002');
    const third = await sendRegister('9175550002');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'verification.code.too.soon' });
    expect(third.json().code).toBe(again.json().code);
    s.clock.advance(5 * 60 + 1);
    expect((await sendRegister('9175550002')).statusCode).toBe(200);
  });

  test.each([
    ['/wps/verification/sms/noLogin', '9171234567'],
    ['/wps/verification/sms', '9171234567'],
    ['/wps/verification/sms/noLogin', '9990002222'],
    ['/wps/verification/sms', '9990002222'],
  ])('%s (%s): a second code is refused within the resend window', async (url, mobileNum) => {
    const send = () => s.inject({ method: 'POST', url, payload: { mobileNum, countryDialingCode: '+63' } });
    expect((await send()).statusCode).toBe(200);
    const first = s.ctx.outbox.lastCode(`+63 ${mobileNum}`);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      success: false,
      code: 'verification.code.too.soon',
      message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    // nothing new was sent (an unregistered number gets the same replies and no code at all)
    expect(s.ctx.outbox.lastCode(`+63 ${mobileNum}`)).toBe(first);
    s.clock.advance(5 * 60 + 1);
    expect((await send()).statusCode).toBe(200);
  });

  test('wrong, expired, missing and reused codes', async () => {
    const body = (mobileNum: string, verificationCode?: string) => ({
      mobileNum,
      countryDialingCode: '+63',
      verificationCode,
      password: 'mobile-pass',
      confirmPassword: 'mobile-pass',
    });
    await sendRegister('9175550003');
    const code = s.ctx.outbox.lastCode('+63 9175550003')!;
    const wrong = await s.encrypted(
      'PUT',
      '/wps/member/register/mobile',
      body('9175550003', code === '123456' ? '654321' : '123456'),
    );
    expect(wrong.json()).toMatchObject({ code: 'verification.code.invalid', message: 'Verification code error' });
    const missing = await s.encrypted('PUT', '/wps/member/register/mobile', body('9175550003'));
    expect(missing.json()).toMatchObject({ code: 'verification.code.invalid' });
    s.clock.advance(5 * 60 + 1);
    const expired = await s.encrypted('PUT', '/wps/member/register/mobile', body('9175550003', code));
    expect(expired.json()).toMatchObject({ code: 'verification.code.expired', message: 'Verification code error' });

    await sendRegister('9175550004');
    const code4 = s.ctx.outbox.lastCode('+63 9175550004')!;
    expect((await s.encrypted('PUT', '/wps/member/register/mobile', body('9175550004', code4))).statusCode).toBe(200);
    const reused = await s.encrypted('PUT', '/wps/member/register/mobile', {
      ...body('9175550004', code4),
      username: 'otheruser',
    });
    expect(reused.json()).toMatchObject({ code: 'verification.code.invalid' });
  });

  test('five wrong tries burn the code', async () => {
    await sendRegister('9175550005');
    const code = s.ctx.outbox.lastCode('+63 9175550005')!;
    const wrong = code === '000001' ? '000002' : '000001';
    for (let i = 0; i < 5; i++) {
      await s.encrypted('PUT', '/wps/member/register/mobile', {
        mobileNum: '9175550005',
        verificationCode: wrong,
        password: 'mobile-pass',
        confirmPassword: 'mobile-pass',
      });
    }
    const right = await s.encrypted('PUT', '/wps/member/register/mobile', {
      mobileNum: '9175550005',
      verificationCode: code,
      password: 'mobile-pass',
      confirmPassword: 'mobile-pass',
    });
    expect(right.json()).toMatchObject({ code: 'verification.code.invalid' });
  });

  test.each([
    ['missing', {}, 'format.mobile'],
    ['wrong type', { mobileNum: 9175550006 }, 'format.mobile'],
    ['too long', { mobileNum: '1'.repeat(21) }, 'format.mobile'],
    ['letters', { mobileNum: '91755abc' }, 'format.mobile'],
    ['dialing code', { mobileNum: '9175550006', countryDialingCode: '0063' }, 'format.mobile'],
  ])('SMS send bad input: %s', async (_name, payload, code) => {
    for (const url of ['/wps/verification/sms/register', '/wps/verification/sms/noLogin', '/wps/verification/sms']) {
      const res = await s.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, message: 'The mobile num is not valid' });
    }
  });

  test('login and password codes are only delivered to registered numbers, with the same reply', async () => {
    const unknown = await s.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9990001111' },
    });
    expect(unknown.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(s.ctx.outbox.lastCode('+63 9990001111')).toBeUndefined();
  });

  test('mobile registration off for the brand', async () => {
    const res = await s.encrypted('PUT', '/wps/member/register/mobile?brand=bayani-bet', {
      mobileNum: '9175550007',
      verificationCode: '123456',
      password: 'mobile-pass',
    });
    expect(res.json()).toMatchObject({ code: 'auth.no.permission' });
  });
});

describe('GET /wps/agent/affiliate', () => {
  test('checks invitation codes', async () => {
    expect((await s.inject({ url: '/wps/agent/affiliate?code=DEMO1001&domain=luckypeso.example' })).json()).toEqual({
      success: true,
      value: { success: true },
    });
    expect((await s.inject({ url: '/wps/agent/affiliate?code=NOPE' })).json()).toEqual({
      success: true,
      value: { success: false },
    });
    expect((await s.inject({ url: '/wps/agent/affiliate' })).statusCode).toBe(400);
    expect((await s.inject({ url: `/wps/agent/affiliate?code=${'x'.repeat(41)}` })).statusCode).toBe(400);
  });
});

describe('the contract and the shared field formats', () => {
  const bodyField = (id: string, field: string) =>
    (contract.endpoints.get(id)?.body?.properties as Record<string, { pattern?: string }> | undefined)?.[field]
      ?.pattern;

  test('mobile number, dialing code and e-mail patterns are those of common/fieldPatterns.ts', () => {
    for (const id of ['verificationSms', 'verificationSmsNoLogin', 'verificationSmsRegister', 'memberPasswordPhone']) {
      expect(bodyField(id, 'mobileNum'), id).toBe(MOBILE_PATTERN);
      expect(bodyField(id, 'countryDialingCode'), id).toBe(DIALING_PATTERN);
    }
    expect(bodyField('memberPasswordEmail', 'email')).toBe(EMAIL_PATTERN);
  });
});
