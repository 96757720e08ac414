// Issue 13, account abuse: lock-out (2), enumeration and unproven numbers (4), weak passwords (10a) and the atomic
// SMS attempt counter (10b). Runs on PGlite and, through scripts/ci-postgres.sh, on PostgreSQL.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { smsCodes, users } from '../src/db/schema';
import { DEFAULT_LIMITS, RateLimiter } from '../src/services/rateLimiter';
import { SMS_MAX_ATTEMPTS } from '../src/services/sms';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    rateLimits: {
      login: { max: 5, windowSeconds: 60 },
      loginIp: { max: 1000, windowSeconds: 60 },
      sms: { max: 3, windowSeconds: 600 },
      smsIp: { max: 1000, windowSeconds: 600 },
      register: { max: 1000, windowSeconds: 60 },
      captcha: { max: 150, windowSeconds: 60 },
    },
  });
});
afterAll(() => s.close());
beforeEach(() => s.resetLoginFailures());

let ipCount = 0;
/** A fresh client address per call: a flood "from many IPs". */
const freshIp = () => `10.77.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

const loginFrom = (ip: string, payload: Record<string, unknown>) =>
  s.encrypted('POST', '/wps/session/login', { type: 'username', ...payload }, {}, ip);

/** A sign-in with a fresh captcha (needed once an account has failed). */
async function loginWithCaptcha(ip: string, payload: Record<string, unknown>) {
  const c = await s.captcha();
  return loginFrom(ip, { ...payload, captcha: c.answer, captchaId: c.captchaId });
}

/** Every 429 says when to come back, in seconds, as a header and in the body. */
function expectRetryAfter(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  const header = Number(res.headers['retry-after']);
  expect(Number.isInteger(header) && header > 0, `Retry-After: ${String(res.headers['retry-after'])}`).toBe(true);
  expect((res.json() as Envelope<{ retryAfterSeconds: number }>).value!.retryAfterSeconds).toBe(header);
}

describe('finding 2: nobody can lock the owner out', () => {
  test('sign-ins without a password, from any IP, neither count nor lock the account', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await loginFrom(freshIp(), { username: 'type0' });
      expect(res.json()).toMatchObject({ code: 'format.password' });
    }
    const owner = await loginFrom(freshIp(), { username: 'type0', password: 'type0pass!' });
    expect(owner.statusCode).toBe(200);
  });

  test('a flood of wrong passwords from many IPs turns the captcha on, never a 429, for the owner', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const res = await loginWithCaptcha(freshIp(), { username: 'type40', password: `guess-${i}-wrong` });
      codes.add(res.statusCode);
    }
    expect([...codes]).toEqual([401]);
    const noCaptcha = await loginFrom(freshIp(), { username: 'type40', password: 'type40pass!' });
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha.invalid', value: { captcha: true } });
    const owner = await loginWithCaptcha(freshIp(), { username: 'type40', password: 'type40pass!' });
    expect(owner.statusCode).toBe(200);
  });

  test('one IP guessing one account is limited per (account, IP) pair, with Retry-After; the owner is not', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await loginWithCaptcha(attacker, { username: 'agent', password: `nope-${i}-nope` })).statusCode).toBe(
        401,
      );
    }
    const limited = await loginWithCaptcha(attacker, { username: 'agent', password: 'agent1234!' });
    expectRetryAfter(limited);
    expect(limited.json()).toMatchObject({ code: 'rate.limited' });
    // the same IP may still try another account, and the owner signs in from elsewhere
    expect((await loginFrom(attacker, { username: 'type0', password: 'type0pass!' })).statusCode).toBe(200);
    expect((await loginWithCaptcha(freshIp(), { username: 'agent', password: 'agent1234!' })).statusCode).toBe(200);
    s.clock.advance(61);
  });

  test('requests refused before the password check (captcha missing or wrong) are not charged to the pair', async () => {
    const ip = freshIp();
    await loginFrom(ip, { username: 'type4', password: 'wrong-wrong' });
    for (let i = 0; i < 8; i++) {
      const res = await loginFrom(ip, { username: 'type4', password: 'wrong-wrong', captcha: '0', captchaId: 'x' });
      expect(res.json()).toMatchObject({ code: 'captcha.invalid' });
    }
    expect((await loginWithCaptcha(ip, { username: 'type4', password: 'type4pass!' })).statusCode).toBe(200);
  });

  test('"too soon" SMS requests never use up the number\'s budget', async () => {
    const send = (ip: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: ip,
        payload: { mobileNum: '9171234567' },
      });
    expect((await send(freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const res = await send(freshIp());
      expectRetryAfter(res);
      expect(res.json()).toMatchObject({ code: 'verification.code.too.soon' });
    }
    s.clock.advance(5 * 60 + 1);
    // the owner still gets a code (budget 3 per 10 minutes: one was really sent)
    const owner = await send(freshIp());
    expect(owner.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    s.clock.advance(601);
  });

  test("e-mail recovery naming another address never uses up the owner's mails", async () => {
    const c = await s.captcha();
    const reg = await s.encrypted('PUT', '/wps/member/register', {
      username: 'mailowner',
      password: 'mail-owner-1',
      confirmPassword: 'mail-owner-1',
      email: 'owner@example.ph',
      mobileNum: '9187776666',
      captcha: c.answer,
      captchaId: c.captchaId,
    });
    expect(reg.statusCode).toBe(200);
    const ask = (email: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: freshIp(),
        payload: { username: 'mailowner', email },
      });
    for (let i = 0; i < 6; i++) expect((await ask(`guess${i}@example.ph`)).statusCode).toBe(200);
    expect((await ask('owner@example.ph')).json()).toEqual({ success: true, value: null });
    expect(s.ctx.outbox.lastCode('owner@example.ph', 'email')).toBeDefined();
    // the owner's own address has its budget (3 here); the 429 comes with Retry-After
    await ask('owner@example.ph');
    await ask('owner@example.ph');
    expectRetryAfter(await ask('owner@example.ph'));
    s.clock.advance(601);
  });

  test('a request refused by one key charges none of the others', async () => {
    let now = 0;
    const limiter = new RateLimiter({ ...DEFAULT_LIMITS, login: { max: 1, windowSeconds: 60 } }, () => new Date(now));
    await limiter.hit('login', 'full');
    now += 1000;
    for (let i = 0; i < 3; i++) await expect(limiter.hit('login', 'owner', 'full')).rejects.toThrow();
    await expect(limiter.hit('login', 'owner')).resolves.toBeUndefined();
  });

  test('every 429 carries Retry-After: the captcha limit per IP', async () => {
    const ip = freshIp();
    let last;
    for (let i = 0; i < 151; i++) last = await s.inject({ url: '/wps/captcha', remoteAddress: ip });
    expectRetryAfter(last!);
  });
});

describe('finding 4: registration does not tell whether a number is taken; numbers are proven by SMS', () => {
  let n = 0;
  async function registerByName(mobileNum: string, extra: Record<string, unknown> = {}) {
    n += 1;
    const c = await s.captcha();
    return s.encrypted('PUT', '/wps/member/register', {
      username: `secacct${n}x`,
      password: 'sec-pass-word',
      confirmPassword: 'sec-pass-word',
      mobileNum,
      captcha: c.answer,
      captchaId: c.captchaId,
      ...extra,
    });
  }
  const row = async (username: string) => (await s.ctx.db.select().from(users).where(eq(users.username, username)))[0]!;
  const smsLogin = (mobileNum: string, verificationCode: string) =>
    loginFrom(freshIp(), { type: 'sms', mobileNum, verificationCode });

  test('a registered number gets the same reply as a new one', async () => {
    const taken = await registerByName('9171234567');
    const fresh = await registerByName('9187770001');
    for (const res of [taken, fresh]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, value: { customerType: 0, firstTimeLogin: true } });
    }
    expect(Object.keys(taken.json() as object)).toEqual(Object.keys(fresh.json() as object));
    // the owner of the number is still the one SMS codes go to and sign in
    await s.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9171234567' } });
    const code = s.ctx.outbox.lastCode('+63 9171234567')!;
    expect((await smsLogin('9171234567', code)).json()).toMatchObject({ success: true, value: { userName: 'demo' } });
    s.clock.advance(601);
  });

  test('a number given at user-name registration is stored unverified and opens nothing', async () => {
    const res = await registerByName('9187770002');
    const { userName } = (res.json() as Envelope<{ userName: string }>).value!;
    expect((await row(userName)).mobileVerifiedAt).toBeNull();
    for (const url of ['/wps/verification/sms/noLogin', '/wps/verification/sms']) {
      const sent = await s.inject({ method: 'POST', url, payload: { mobileNum: '9187770002' } });
      expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    }
    // same reply, but no login or password code is delivered to an unproven number
    expect(s.ctx.outbox.lastCode('+63 9187770002')).toBeUndefined();
    const byMobile = await loginFrom(freshIp(), { mobileNum: '9187770002', password: 'sec-pass-word' });
    expect(byMobile.json()).toMatchObject({ code: 'login.failed' });
    s.clock.advance(601);
  });

  test('mobile registration proves the number: it is verified, and an unproven claim does not block it', async () => {
    await registerByName('9187770003');
    await s.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNum: '9187770003' } });
    const code = s.ctx.outbox.lastCode('+63 9187770003')!;
    const res = await s.encrypted('PUT', '/wps/member/register/mobile', {
      mobileNum: '9187770003',
      verificationCode: code,
      password: 'mobile-pass',
      confirmPassword: 'mobile-pass',
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'm9187770003' } });
    expect((await row('m9187770003')).mobileVerifiedAt).toBeInstanceOf(Date);
    await s.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9187770003' } });
    const login = await smsLogin('9187770003', s.ctx.outbox.lastCode('+63 9187770003')!);
    expect(login.json()).toMatchObject({ success: true, value: { userName: 'm9187770003' } });
    s.clock.advance(601);
  });

  test('a proven number already verified elsewhere is refused only after the code is proven', async () => {
    const body = (verificationCode: string) => ({
      mobileNum: '9171234567',
      verificationCode,
      password: 'mobile-pass',
      confirmPassword: 'mobile-pass',
    });
    await s.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNum: '9171234567' } });
    const code = s.ctx.outbox.lastCode('+63 9171234567')!;
    const guess = await s.encrypted(
      'PUT',
      '/wps/member/register/mobile',
      body(code === '000000' ? '111111' : '000000'),
    );
    expect(guess.json()).toMatchObject({ code: 'verification.code.invalid' });
    const proven = await s.encrypted('PUT', '/wps/member/register/mobile', body(code));
    expect(proven.statusCode).toBe(409);
    expect(proven.json()).toMatchObject({ code: 'register.mobile.exists' });
    s.clock.advance(601);
  });

  test('user-name registration with the SMS code of the number stores it verified', async () => {
    await s.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNum: '9187770004' } });
    const code = s.ctx.outbox.lastCode('+63 9187770004')!;
    const res = await registerByName('9187770004', { verificationCode: code });
    const { userName } = (res.json() as Envelope<{ userName: string }>).value!;
    expect((await row(userName)).mobileVerifiedAt).toBeInstanceOf(Date);
    const wrong = await registerByName('9187770005', { verificationCode: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'verification.code.invalid' });
    s.clock.advance(601);
  });

  test('the phone password reset only works for a verified number', async () => {
    await registerByName('9187770006', { password: 'victim-pass-1', confirmPassword: 'victim-pass-1' });
    await s.inject({ method: 'POST', url: '/wps/verification/sms', payload: { mobileNum: '9187770006' } });
    expect(s.ctx.outbox.lastCode('+63 9187770006')).toBeUndefined();
    const reset = await s.inject({
      method: 'POST',
      url: '/wps/member/password/phone',
      payload: { mobileNum: '9187770006', verificationCode: '123456', newPassword: 'taken-over-1' },
    });
    expect(reset.json()).toMatchObject({ code: 'verification.code.invalid' });
    s.clock.advance(601);
  });
});

describe('finding 10a: blank and common passwords are refused', () => {
  const COMMON = ['password', 'iloveyou', 'Sunshine', 'football', 'trustno1', '12345678'];
  const BLANK = [' '.repeat(8), '\t'.repeat(10), ' \u00a0 \u3000    '];

  test('change password', async () => {
    const token = await s.token('type0', 'type0pass!');
    for (const newPassword of [...BLANK, ...COMMON]) {
      const res = await s.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: auth(token),
        payload: { oldPassword: 'type0pass!', newPassword, confirmNewPassword: newPassword },
      });
      expect(res.statusCode, JSON.stringify(newPassword)).toBe(400);
      expect(res.json()).toMatchObject({
        code: BLANK.includes(newPassword) ? 'format.password' : 'format.password.common',
        message: 'Password format is incorrect',
      });
    }
  });

  test('registration, reset by e-mail token and by phone', async () => {
    for (const password of [BLANK[0]!, 'baseball']) {
      const c = await s.captcha();
      const reg = await s.encrypted('PUT', '/wps/member/register', {
        username: 'weakpassuser',
        password,
        confirmPassword: password,
        mobileNum: '9187779999',
        captcha: c.answer,
        captchaId: c.captchaId,
      });
      expect(reg.json()).toMatchObject({
        code: password === 'baseball' ? 'format.password.common' : 'format.password',
      });
      const reset = await s.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { resetToken: 'some-token', newPassword: password },
      });
      expect(reset.json()).toMatchObject({
        code: password === 'baseball' ? 'format.password.common' : 'format.password',
      });
      const phone = await s.inject({
        method: 'POST',
        url: '/wps/member/password/phone',
        payload: { mobileNum: '9171234567', verificationCode: '123456', newPassword: password },
      });
      expect(phone.json()).toMatchObject({
        code: password === 'baseball' ? 'format.password.common' : 'format.password',
      });
    }
  });
});

describe('finding 10b: the SMS attempt counter is one atomic update', () => {
  test('parallel wrong codes cannot exceed the attempt limit; the code is burned', async () => {
    await s.inject({ method: 'POST', url: '/wps/verification/sms', payload: { mobileNum: '9171234567' } });
    const code = s.ctx.outbox.lastCode('+63 9171234567')!;
    const wrong = code === '000000' ? '111111' : '000000';
    const setByPhone = (verificationCode: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/member/password/phone',
        payload: { mobileNum: '9171234567', verificationCode, newPassword: 'parallel-pass-1' },
      });
    // Straight at the service, so the 20 checks really overlap (through inject, PGlite may finish one before the next).
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => s.ctx.sms.verify('lucky-peso', '+63 9171234567', 'password', wrong)),
    );
    for (const r of results)
      expect(r).toMatchObject({ status: 'rejected', reason: { code: 'verification.code.invalid' } });
    expect((await setByPhone(wrong)).json()).toMatchObject({ code: 'verification.code.invalid' });
    const [stored] = await s.ctx.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, '+63 9171234567'), eq(smsCodes.purpose, 'password')))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    expect(stored!.attempts).toBe(SMS_MAX_ATTEMPTS);
    expect((await setByPhone(code)).json()).toMatchObject({ code: 'verification.code.invalid' });
  });
});
