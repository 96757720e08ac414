import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { PowChallenge } from '@common/generated/api';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    rateLimits: {
      login: { max: 1000, windowSeconds: 60 },
      loginIp: { max: 1000, windowSeconds: 60 },
      captcha: { max: 1000, windowSeconds: 60 },
      captchaProof: { max: 1000, windowSeconds: 60 },
    },
  });
});
afterAll(() => s.close());
beforeEach(() => s.resetLoginFailures());

const GENERIC = 'Sorry, the user does not exist or is disabled';

describe('GET /wps/captcha', () => {
  test('returns an SVG data URL and sets a cookie; the answer (4–6 digits) goes to the dev outbox', async () => {
    const res = await s.inject({ url: '/wps/captcha' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Envelope<{ captchaId: string; image: string }>;
    expect(body.value!.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.value!.image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    expect(res.cookies.find((c) => c.name === 'captcha_id')?.value).toBe(body.value!.captchaId);
    expect(s.ctx.outbox.lastCode(body.value!.captchaId, 'captcha')).toMatch(/^[0-9]{4,6}$/);
  });
});

describe('POST /wps/session/login', () => {
  test('username login returns the session value', async () => {
    const body = await s.login('demo', 'demo1234!');
    expect(body).toMatchObject({
      success: true,
      value: { userName: 'demo', customerType: 0, merchantCode: 'LUCKYPESO' },
    });
    expect(body.value!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof (body.value as Record<string, unknown>).firstTimeLogin).toBe('boolean');
  });

  test('user names are case-insensitive and the Device header is accepted', async () => {
    const res = await s.encrypted(
      'POST',
      '/wps/session/login',
      { username: 'TYPE0', password: 'type0pass!', type: 'username' },
      { device: 'OTHERS' },
    );
    expect(res.statusCode).toBe(200);
  });

  test('a wrong password and an unknown user get the same failure with the captcha marker', async () => {
    const wrong = await s.encrypted('POST', '/wps/session/login', {
      username: 'type40',
      password: 'nope-nope',
      type: 'username',
    });
    const unknown = await s.encrypted('POST', '/wps/session/login', {
      username: 'ghost',
      password: 'nope-nope',
      type: 'username',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'login.failed', message: GENERIC, value: { captcha: true } });
    }
  });

  test('after a failure the captcha is required: missing, wrong, reused and expired captchas fail', async () => {
    const creds = { username: 'type40', password: 'type40pass!', type: 'username' };
    await s.encrypted('POST', '/wps/session/login', { ...creds, password: 'wrong-one' });
    const missing = await s.encrypted('POST', '/wps/session/login', creds);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'captcha.invalid',
      message: 'Verification code error',
      value: { captcha: true },
    });

    const c1 = await s.captcha();
    const wrongAnswer = c1.answer === '0000' ? '1111' : '0000';
    const wrong = await s.encrypted('POST', '/wps/session/login', {
      ...creds,
      captcha: wrongAnswer,
      captchaId: c1.captchaId,
    });
    expect(wrong.json()).toMatchObject({ code: 'captcha.invalid' });
    // single use: the right answer after a wrong try no longer works
    const reused = await s.encrypted('POST', '/wps/session/login', {
      ...creds,
      captcha: c1.answer,
      captchaId: c1.captchaId,
    });
    expect(reused.json()).toMatchObject({ code: 'captcha.invalid' });

    const c2 = await s.captcha();
    s.clock.advance(301);
    const expired = await s.encrypted('POST', '/wps/session/login', {
      ...creds,
      captcha: c2.answer,
      captchaId: c2.captchaId,
    });
    expect(expired.json()).toMatchObject({ code: 'captcha.invalid' });

    const c3 = await s.captcha();
    const good = await s.encrypted('POST', '/wps/session/login', {
      ...creds,
      captcha: c3.answer,
      captchaId: c3.captchaId,
    });
    expect(good.statusCode).toBe(200);
    // success clears the account's failures
    expect((await s.login('type40', 'type40pass!')).success).toBe(true);
  });

  test('ten failures from one IP require a captcha for every account from that IP', async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i++) {
      await s.encrypted(
        'POST',
        '/wps/session/login',
        { username: `nobody${i}`, password: 'x'.repeat(8), type: 'username' },
        {},
        ip,
      );
    }
    const fromIp = await s.encrypted(
      'POST',
      '/wps/session/login',
      { username: 'type0', password: 'type0pass!', type: 'username' },
      {},
      ip,
    );
    expect(fromIp.json()).toMatchObject({ code: 'captcha.invalid', value: { captcha: true } });
    const elsewhere = await s.encrypted(
      'POST',
      '/wps/session/login',
      { username: 'type0', password: 'type0pass!', type: 'username' },
      {},
      '10.1.1.1',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  test('the captcha id may come from the cookie', async () => {
    await s.login('agent', 'wrong-password');
    const res = await s.inject({ url: '/wps/captcha' });
    const { captchaId: id, pow } = (res.json() as Envelope<{ captchaId: string; pow: PowChallenge }>).value!;
    await s.prove(pow);
    const login = await s.encrypted(
      'POST',
      '/wps/session/login',
      { username: 'agent', password: 'agent1234!', type: 'username', captcha: s.ctx.outbox.lastCode(id, 'captcha') },
      { cookie: `captcha_id=${id}` },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ value: { customerType: 1 } });
  });

  test('bad input: missing field, wrong type, too long, bad encryption, missing header', async () => {
    const noType = await s.encrypted('POST', '/wps/session/login', { username: 'demo', password: 'demo1234!' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ success: false, code: 'request.invalid', message: 'Unknown error' });

    const wrongType = await s.encrypted('POST', '/wps/session/login', {
      username: 12345,
      password: 'x',
      type: 'username',
    });
    expect(wrongType.json()).toMatchObject({ code: 'format.account', message: 'Account format is incorrect' });

    const tooLong = await s.encrypted('POST', '/wps/session/login', {
      username: 'a'.repeat(65),
      password: 'x',
      type: 'username',
    });
    expect(tooLong.json()).toMatchObject({ code: 'format.account' });

    const noPassword = await s.encrypted('POST', '/wps/session/login', { username: 'demo', type: 'username' });
    expect(noPassword.json()).toMatchObject({ code: 'format.password', message: 'Password format is incorrect' });

    const badCipher = await s.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-encryption-key': '00112233445566778899aabbccddeeff' },
      payload: { data: 'U2FsdGVkX1+not-really' },
    });
    expect(badCipher.statusCode).toBe(400);
    expect(badCipher.json()).toMatchObject({ code: 'request.encryption.invalid', message: 'Unknown error' });

    const noHeader = await s.inject({ method: 'POST', url: '/wps/session/login', payload: { data: 'x' } });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ success: false });

    const noData = await s.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-encryption-key': '00112233445566778899aabbccddeeff' },
      payload: {},
    });
    expect(noData.statusCode).toBe(400);
  });

  test('SMS login: code from /verification/sms/noLogin signs in; wrong, expired and reused codes fail', async () => {
    const send = () =>
      s.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '9171234567', countryDialingCode: '+63', module: 'VERIFICATION3' },
      });
    const first = await send();
    expect(first.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = s.ctx.outbox.lastCode('+63 9171234567')!;
    expect(code).toMatch(/^[0-9]{6}$/);

    const sms = (verificationCode: string, extra: Record<string, unknown> = {}) =>
      s.encrypted('POST', '/wps/session/login', {
        type: 'sms',
        mobileNum: '9171234567',
        countryDialingCode: '+63',
        verificationCode,
        ...extra,
      });
    const wrong = await sms(code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({ code: 'verification.code.invalid', message: 'Verification code error' });
    // after a failure the account needs a captcha too
    const c = await s.captcha();
    const good = await sms(code, { captcha: c.answer, captchaId: c.captchaId });
    expect(good.json()).toMatchObject({ success: true, value: { userName: 'demo' } });
    const c2 = await s.captcha();
    const reused = await sms(code, { captcha: c2.answer, captchaId: c2.captchaId });
    expect(reused.json()).toMatchObject({ code: 'verification.code.invalid' });

    await send();
    const code2 = s.ctx.outbox.lastCode('+63 9171234567')!;
    s.clock.advance(5 * 60 + 1);
    const c3 = await s.captcha();
    const expired = await sms(code2, { captcha: c3.answer, captchaId: c3.captchaId });
    expect(expired.json()).toMatchObject({ code: 'verification.code.expired', message: 'Verification code error' });
  });

  test('SMS login with an invalid number', async () => {
    const res = await s.encrypted('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '12ab',
      verificationCode: '123456',
    });
    expect(res.json()).toMatchObject({ code: 'format.mobile', message: 'The mobile num is not valid' });
  });

  test('password login by mobile number (after setting a password by phone)', async () => {
    const login = (password: string) =>
      s.encrypted('POST', '/wps/session/login', {
        type: 'username',
        mobileNum: '9171234567',
        countryDialingCode: '+63',
        password,
      });
    const good = await login('demo1234!');
    expect(good.json()).toMatchObject({ success: true, value: { userName: 'demo' } });
    const bad = await login('wrong-password');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'login.failed', message: GENERIC });
  });

  test('firebase sign-in is refused', async () => {
    const res = await s.encrypted('POST', '/wps/session/login', { type: 'firebase', firebaseIdToken: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'login.firebase.unavailable' });
  });

  test('agent login type refuses members', async () => {
    const res = await s.encrypted('POST', '/wps/session/login', {
      type: 'username',
      username: 'type0',
      password: 'type0pass!',
      loginType: 'agent',
    });
    expect(res.json()).toMatchObject({ code: 'login.non.agent', message: 'Non-agents cannot log in' });
  });

  test('maintenance brands refuse sign-in', async () => {
    const res = await s.encrypted('POST', '/wps/session/login?brand=tala-maintenance', {
      type: 'username',
      username: 'demo',
      password: 'demo1234!',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'system.maintenance',
      message: 'System upgrading, please try again later',
    });
  });

  test('accounts are per brand: a token of one brand is not valid on another', async () => {
    const token = await s.token('demo', 'demo1234!', 'bayani-bet');
    const res = await s.inject({ url: '/wps/member/info?brand=lucky-peso', headers: auth(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth.required' });
  });
});

describe('tokens and logout', () => {
  test('token accepted as Bearer only (not a token header, query or body); logout invalidates it', async () => {
    const token = await s.token();
    expect((await s.inject({ url: '/wps/wallets/balance', headers: auth(token) })).statusCode).toBe(200);
    // A token in a URL ends up in logs and Referer headers: only the Authorization header is a session.
    for (const req of [
      { url: '/wps/wallets/balance', headers: { token } },
      { url: `/wps/wallets/balance?token=${token}` },
    ]) {
      const res = await s.inject(req);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.required' });
    }
    const byBody = await s.inject({ method: 'POST', url: '/wps/game/favourites', payload: { nodeId: 100001, token } });
    expect(byBody.statusCode).toBe(401);

    const out = await s.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
    expect(out.json()).toEqual({ success: true, value: null });
    const after = await s.inject({ url: '/wps/wallets/balance', headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      success: false,
      code: 'auth.logged.out',
      message: 'The account has been logged out, please log in again',
    });
    const again = await s.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
    expect(again.json()).toMatchObject({ code: 'auth.logged.out' });
  });

  test('guests get 401 "not logged in"; unknown tokens too; expired tokens are logged out', async () => {
    const guest = await s.inject({ url: '/wps/member/info' });
    expect(guest.json()).toEqual({
      success: false,
      code: 'auth.required',
      message: 'You are not logged in, please login first',
    });
    expect((await s.inject({ method: 'DELETE', url: '/wps/session/logout' })).statusCode).toBe(401);
    expect((await s.inject({ url: '/wps/member/info', headers: auth('made-up') })).json()).toMatchObject({
      code: 'auth.required',
    });
    const token = await s.token();
    s.clock.advance(7 * 24 * 3600 + 1);
    expect((await s.inject({ url: '/wps/member/info', headers: auth(token) })).json()).toMatchObject({
      code: 'auth.logged.out',
    });
  });
});

describe('trial accounts', () => {
  test('GET /wps/member/trialuser and POST /wps/session/login/freeplay create trial sessions', async () => {
    const a = (await s.inject({ url: '/wps/member/trialuser' })).json() as Envelope<Record<string, unknown>>;
    expect(a.value).toMatchObject({ merchantCode: 'LUCKYPESO_TRIAL', customerType: 0, trial: 1, firstTimeLogin: true });
    expect(a.value!.userName).toMatch(/^trial[0-9]{8}$/);
    const b = (
      await s.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { moduleId: 'COMM3' } })
    ).json() as Envelope<{ token: string }>;
    expect(b.value).toMatchObject({ trial: 1 });
    const balance = await s.inject({ url: '/wps/wallets/balance', headers: auth(b.value!.token) });
    expect(balance.json()).toEqual({ success: true, value: { sumBalance: '2000.00' } });
    const forbidden = await s.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: auth(b.value!.token),
      payload: { oldPassword: 'x', newPassword: 'something-new', confirmNewPassword: 'something-new' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: 'Please login an actual account to use this function' });
  });

  test('freeplay: wrong body type', async () => {
    const res = await s.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { moduleId: 5 } });
    expect(res.statusCode).toBe(400);
  });
});
