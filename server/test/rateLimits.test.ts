import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './harness';

// Small limits so each one is reached in a few requests; the others are out of the way.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    rateLimits: {
      login: { max: 1000, windowSeconds: 60 },
      loginIp: { max: 3, windowSeconds: 60 },
      sms: { max: 1000, windowSeconds: 600 },
      smsIp: { max: 3, windowSeconds: 600 },
      register: { max: 3, windowSeconds: 60 },
      registerAccount: { max: 2, windowSeconds: 600 },
      captcha: { max: 1000, windowSeconds: 60 },
      captchaProof: { max: 1000, windowSeconds: 60 },
    },
  });
});
afterAll(() => s.close());

const LIMITED = {
  success: false,
  code: 'rate.limited',
  message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  value: { retryAfterSeconds: expect.any(Number) },
};

/** A fresh client address for requests that must not count against any test's limit. */
let spare = 0;
const spareIp = () => `10.250.0.${++spare}`;

describe('login: per IP', () => {
  const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    s.encrypted('POST', '/wps/session/login', { username, password, type: 'username' }, headers, ip);

  test('sign-ins to different accounts from one IP are limited; other IPs are not; the window resets', async () => {
    const ip = '10.1.0.1';
    const codes = [];
    for (const [u, p] of [
      ['demo', 'demo1234!'],
      ['type0', 'type0pass!'],
      ['agent', 'agent1234!'],
      ['type40', 'type40pass!'],
    ] as const) {
      codes.push((await login(u, p, ip)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await login('type40', 'type40pass!', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    // X-Forwarded-For is not trusted (trustProxy off): a made-up header does not give a new address
    expect((await login('type40', 'type40pass!', ip, { 'x-forwarded-for': '10.99.0.1' })).statusCode).toBe(429);

    expect((await login('type40', 'type40pass!', '10.1.0.2')).statusCode).toBe(200);
    s.clock.advance(61);
    expect((await login('type40', 'type40pass!', ip)).statusCode).toBe(200);
  });
});

describe('SMS codes: per IP', () => {
  const sms = (url: string, mobileNum: string, ip: string) =>
    s.inject({ method: 'POST', url, remoteAddress: ip, payload: { mobileNum } });
  const URLS = ['/wps/verification/sms/register', '/wps/verification/sms/noLogin', '/wps/verification/sms'];

  test('codes to different numbers from one IP are limited across the SMS routes and e-mail recovery', async () => {
    const ip = '10.2.0.1';
    for (const [i, url] of URLS.entries()) {
      expect((await sms(url, `917200000${i}`, ip)).json(), url).toEqual({
        success: true,
        value: { expiredMinutes: 5 },
      });
    }
    for (const url of URLS) {
      const res = await sms(url, '9172000009', ip);
      expect(res.statusCode, url).toBe(429);
      expect(res.json()).toEqual(LIMITED);
    }
    const mail = await s.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: ip,
      payload: { username: 'demo', email: 'demo@example.ph' },
    });
    expect(mail.json()).toEqual(LIMITED);
    // the refused requests sent nothing
    expect(s.ctx.outbox.lastCode('+63 9172000009')).toBeUndefined();

    expect((await sms(URLS[0]!, '9172000009', '10.2.0.2')).statusCode).toBe(200);
    s.clock.advance(601);
    expect((await sms(URLS[0]!, '9172000010', ip)).statusCode).toBe(200);
  });
});

describe('registration', () => {
  let n = 0;
  /** A valid lucky-peso registration (mobile is required there) with a fresh captcha. */
  async function valid(extra: Record<string, unknown> = {}) {
    n += 1;
    const c = await s.captcha();
    return {
      username: `limit${n}x`,
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      mobileNum: `91830000${String(n).padStart(2, '0')}`,
      captcha: c.answer,
      captchaId: c.captchaId,
      ...extra,
    };
  }
  const register = (payload: unknown, ip: string) => s.encrypted('PUT', '/wps/member/register', payload, {}, ip);
  const registerMobile = (payload: Record<string, unknown>, ip: string) =>
    s.encrypted(
      'PUT',
      '/wps/member/register/mobile',
      { password: 'mobile-pass', confirmPassword: 'mobile-pass', ...payload },
      {},
      ip,
    );
  const sendCode = async (mobileNum: string) => {
    const res = await s.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: spareIp(),
      payload: { mobileNum },
    });
    expect(res.statusCode).toBe(200);
    return s.ctx.outbox.lastCode(`+63 ${mobileNum}`)!;
  };

  test('PUT /wps/member/register: per IP, then 429 even with a valid captcha; other IPs are not limited', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 3; i++) expect((await register(await valid(), ip)).statusCode).toBe(200);
    const limited = await register(await valid(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect((await register(await valid(), '10.3.0.2')).statusCode).toBe(200);
  });

  test('PUT /wps/member/register/mobile: per IP, shared with trial accounts', async () => {
    const ip = '10.3.1.1';
    for (const num of ['9183100001', '9183100002', '9183100003']) {
      const res = await registerMobile({ mobileNum: num, verificationCode: '000000' }, ip);
      expect(res.json()).toMatchObject({ code: 'verification.code.invalid' });
    }
    const code = await sendCode('9183100004');
    const limited = await registerMobile({ mobileNum: '9183100004', verificationCode: code }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect((await s.inject({ url: '/wps/member/trialuser', remoteAddress: ip })).statusCode).toBe(429);
    // the code was not used up by the refused request
    const other = await registerMobile({ mobileNum: '9183100004', verificationCode: code }, '10.3.1.2');
    expect(other.json()).toMatchObject({ success: true, value: { userName: 'm9183100004' } });
  });

  test('per requested user name across IPs (case-insensitive); other names still register', async () => {
    const wrong = { captcha: '0' }; // answers have 4–6 digits
    for (const [username, ip] of [
      ['targetname', '10.4.0.1'],
      ['TargetName', '10.4.0.2'],
    ]) {
      expect((await register(await valid({ username, ...wrong }), ip!)).json()).toMatchObject({
        code: 'captcha.invalid',
      });
    }
    const limited = await register(await valid({ username: 'targetname' }), '10.4.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect((await register(await valid({ username: 'othername' }), '10.4.0.3')).statusCode).toBe(200);
    s.clock.advance(601);
    const later = await register(await valid({ username: 'targetname' }), '10.4.0.4');
    expect(later.json()).toMatchObject({ success: true, value: { userName: 'targetname' } });
  });

  test('mobile registration: per mobile number across IPs and user names', async () => {
    const mobileNum = '9184000001';
    const code = await sendCode(mobileNum);
    for (const [username, ip] of [
      ['mobuser1', '10.5.0.1'],
      ['mobuser2', '10.5.0.2'],
    ]) {
      const res = await registerMobile(
        { username, mobileNum, verificationCode: code === '000000' ? '111111' : '000000' },
        ip!,
      );
      expect(res.json()).toMatchObject({ code: 'verification.code.invalid' });
    }
    const limited = await registerMobile({ username: 'mobuser3', mobileNum, verificationCode: code }, '10.5.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    // another number from the same IP is not limited
    const otherCode = await sendCode('9184000002');
    const other = await registerMobile({ mobileNum: '9184000002', verificationCode: otherCode }, '10.5.0.3');
    expect(other.statusCode).toBe(200);

    s.clock.advance(601);
    const fresh = await sendCode(mobileNum);
    const later = await registerMobile({ username: 'mobuser3', mobileNum, verificationCode: fresh }, '10.5.0.4');
    expect(later.json()).toMatchObject({ success: true, value: { userName: 'mobuser3' } });
  });
});
