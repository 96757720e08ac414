import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    rateLimits: {
      sms: { max: 1000, windowSeconds: 60 },
      smsIp: { max: 1000, windowSeconds: 60 },
      login: { max: 1000, windowSeconds: 60 },
      loginIp: { max: 1000, windowSeconds: 60 },
    },
  });
});
afterAll(() => s.close());
beforeEach(() => s.resetLoginFailures());

const TEXTS: Record<string, string> = {
  'format.password': 'Password format is incorrect',
  'format.mobile': 'The mobile num is not valid',
  'verification.code.invalid': 'Verification code error',
  'request.invalid': 'Unknown error',
};

const change = (token: string, payload: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: '/wps/member/password', headers: auth(token), payload });

describe('POST /wps/member/password', () => {
  test('same, mismatch, bad format, wrong old password, missing field, wrong type', async () => {
    const token = await s.token('type0', 'type0pass!');
    expect(
      (
        await change(token, { oldPassword: 'type0pass!', newPassword: 'type0pass!', confirmNewPassword: 'type0pass!' })
      ).json(),
    ).toEqual({
      success: false,
      code: 'modify.new.old.same',
      message: 'The new password and the old password cannot be the same',
    });
    expect(
      (
        await change(token, { oldPassword: 'type0pass!', newPassword: 'new-pass-1', confirmNewPassword: 'new-pass-2' })
      ).json(),
    ).toMatchObject({
      code: 'format.confirm.password',
      message: 'Confirmation password not matched',
    });
    expect(
      (await change(token, { oldPassword: 'type0pass!', newPassword: 'short', confirmNewPassword: 'short' })).json(),
    ).toMatchObject({
      code: 'format.password',
    });
    expect(
      (
        await change(token, { oldPassword: 'not-my-pass', newPassword: 'new-pass-1', confirmNewPassword: 'new-pass-1' })
      ).json(),
    ).toMatchObject({
      code: 'modify.old.wrong',
      message: 'Password format is incorrect',
    });
    expect((await change(token, { newPassword: 'new-pass-1', confirmNewPassword: 'new-pass-1' })).json()).toMatchObject(
      {
        code: 'format.password',
      },
    );
    expect(
      (await change(token, { oldPassword: 1, newPassword: 'new-pass-1', confirmNewPassword: 'new-pass-1' })).statusCode,
    ).toBe(400);
    expect(
      (await change(token, { oldPassword: 'type0pass!', newPassword: 'n'.repeat(129), confirmNewPassword: 'n' }))
        .statusCode,
    ).toBe(400);
  });

  test('form-encoded change works, revokes other sessions and keeps this one', async () => {
    const mine = await s.token('type0', 'type0pass!');
    const other = await s.token('type0', 'type0pass!');
    const res = await s.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...auth(mine), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'oldPassword=type0pass!&newPassword=brand-new-pass&confirmNewPassword=brand-new-pass',
    });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await s.inject({ url: '/wps/member/info', headers: auth(mine) })).statusCode).toBe(200);
    expect((await s.inject({ url: '/wps/member/info', headers: auth(other) })).json()).toMatchObject({
      code: 'auth.logged.out',
    });
    expect((await s.login('type0', 'type0pass!')).success).toBe(false);
    await s.resetLoginFailures();
    expect((await s.login('type0', 'brand-new-pass')).success).toBe(true);
  });

  test('guests and free accounts (type 4) are refused', async () => {
    expect((await s.inject({ method: 'POST', url: '/wps/member/password', payload: {} })).statusCode).toBe(400);
    const guest = await s.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: { oldPassword: 'a-pass-word', newPassword: 'new-pass-1', confirmNewPassword: 'new-pass-1' },
    });
    expect(guest.json()).toMatchObject({ code: 'auth.required' });
    const free = await s.token('type4', 'type4pass!');
    expect(
      (
        await change(free, { oldPassword: 'type4pass!', newPassword: 'new-pass-1', confirmNewPassword: 'new-pass-1' })
      ).json(),
    ).toMatchObject({
      code: 'auth.trial.forbidden',
      message: 'Please login an actual account to use this function',
    });
  });
});

describe('POST /wps/member/password/phone', () => {
  const sendCode = () =>
    s.inject({
      method: 'POST',
      url: '/wps/verification/sms',
      payload: { mobileNum: '9171234567', module: 'VERIFICATION3' },
    });
  const setByPhone = (payload: Record<string, unknown>) =>
    s.inject({ method: 'POST', url: '/wps/member/password/phone', payload });

  test('sets the password with a code; same-as-old keeps the code, wrong, used and expired codes fail', async () => {
    const demo = await s.token();
    expect((await sendCode()).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = s.ctx.outbox.lastCode('+63 9171234567')!;
    expect(
      (await setByPhone({ newPassword: 'demo1234!', mobileNum: '9171234567', verificationCode: code })).json(),
    ).toMatchObject({
      code: 'modify.new.old.same',
    });
    // same-as-old leaves the right code valid for the corrected retry; a wrong code is still refused
    const wrong = await setByPhone({
      newPassword: 'phone-pass-1',
      mobileNum: '9171234567',
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.json()).toMatchObject({ code: 'verification.code.invalid', message: 'Verification code error' });
    expect(
      (await setByPhone({ newPassword: 'phone-pass-1', mobileNum: '9171234567', verificationCode: code })).json(),
    ).toEqual({
      success: true,
      value: null,
    });
    // and it is single use
    expect(
      (await setByPhone({ newPassword: 'phone-pass-9', mobileNum: '9171234567', verificationCode: code })).json(),
    ).toMatchObject({ code: 'verification.code.invalid' });
    expect((await s.inject({ url: '/wps/member/info', headers: auth(demo) })).json()).toMatchObject({
      code: 'auth.logged.out',
    });
    expect((await s.login('demo', 'phone-pass-1')).success).toBe(true);

    s.clock.advance(301);
    await sendCode();
    const code3 = s.ctx.outbox.lastCode('+63 9171234567')!;
    s.clock.advance(301);
    expect(
      (await setByPhone({ newPassword: 'demo1234!', mobileNum: '9171234567', verificationCode: code3 })).json(),
    ).toMatchObject({
      code: 'verification.code.expired',
    });
  });

  test.each([
    ['missing code', { newPassword: 'phone-pass-2', mobileNum: '9171234567' }, 'verification.code.invalid'],
    ['bad number', { newPassword: 'phone-pass-2', mobileNum: 'abc', verificationCode: '123456' }, 'format.mobile'],
    [
      'short password',
      { newPassword: 'short', mobileNum: '9171234567', verificationCode: '123456' },
      'format.password',
    ],
    [
      'wrong type',
      { newPassword: 'phone-pass-2', mobileNum: '9171234567', verificationCode: 123456 },
      'verification.code.invalid',
    ],
    [
      'too long code',
      { newPassword: 'phone-pass-2', mobileNum: '9171234567', verificationCode: '12345678901' },
      'verification.code.invalid',
    ],
    ['missing password', { mobileNum: '9171234567', verificationCode: '123456' }, 'format.password'],
    ['missing number', { newPassword: 'phone-pass-2', verificationCode: '123456' }, 'format.mobile'],
    [
      'password too long (over 64)',
      { newPassword: 'p'.repeat(65), mobileNum: '9171234567', verificationCode: '123456' },
      'format.password',
    ],
    [
      'password too long for the schema',
      { newPassword: 'p'.repeat(129), mobileNum: '9171234567', verificationCode: '123456' },
      'format.password',
    ],
  ])('%s', async (_name, payload, code) => {
    const res = await setByPhone(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code, message: TEXTS[code] });
  });
});

describe('POST /wps/member/password/email and /reset', () => {
  test('a matching user name and e-mail get a reset mail; others get the same reply and no mail', async () => {
    const c = await s.captcha();
    const reg = await s.encrypted('PUT', '/wps/member/register', {
      username: 'mailuser',
      password: 'mail-pass-1',
      confirmPassword: 'mail-pass-1',
      email: 'Mail.User@example.ph',
      mobileNum: '9186660001',
      captcha: c.answer,
      captchaId: c.captchaId,
    });
    expect(reg.statusCode).toBe(200);
    const form = (body: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await form('username=mailuser&email=mail.user%40example.ph')).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await form('username=mailuser&email=other%40example.ph')).json()).toEqual({ success: true, value: null });
    expect((await form('username=ghost&email=mail.user%40example.ph')).json()).toEqual({ success: true, value: null });
    const mails = (await s.inject({ url: '/__dev/outbox?to=mail.user@example.ph' })).json() as {
      kind: string;
      code: string;
      text: string;
    }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('email');
    expect(mails[0]!.text).toContain('/m/forget?resetToken=');

    const reset = (payload: Record<string, unknown>) =>
      s.inject({ method: 'POST', url: '/wps/member/password/reset', payload });
    expect((await reset({ resetToken: mails[0]!.code, newPassword: 'short' })).json()).toMatchObject({
      code: 'format.password',
    });
    expect(
      (
        await reset({ resetToken: mails[0]!.code, newPassword: 'reset-pass-1', confirmNewPassword: 'x-pass-xxx' })
      ).json(),
    ).toMatchObject({
      code: 'format.confirm.password',
    });
    expect((await reset({ resetToken: mails[0]!.code, newPassword: 'reset-pass-1' })).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await reset({ resetToken: mails[0]!.code, newPassword: 'reset-pass-2' })).json()).toMatchObject({
      code: 'verification.code.invalid',
    });
    expect((await s.login('mailuser', 'reset-pass-1')).success).toBe(true);
  });

  test('bad input', async () => {
    const bad = async (payload: Record<string, unknown>) =>
      (await s.inject({ method: 'POST', url: '/wps/member/password/email', payload })).json() as Envelope;
    expect(await bad({ username: 'demo' })).toMatchObject({
      code: 'format.email',
      message: 'E-mail format is incorrect',
    });
    expect(await bad({ username: 'demo', email: 'nope' })).toMatchObject({ code: 'format.email' });
    expect(await bad({ email: 'a@b.ph' })).toMatchObject({ code: 'format.account' });
    expect(await bad({ username: 'demo', email: `${'a'.repeat(260)}@b.ph` })).toMatchObject({ code: 'format.email' });
    expect(await bad({ username: 7, email: 'a@b.ph' })).toMatchObject({ code: 'format.account' });
  });

  let m = 0;
  /** Registers a member with an e-mail address and asks for a reset mail: its token, the member's session. */
  async function resetMail() {
    m += 1;
    const username = `resetuser${m}`;
    const email = `${username}@example.ph`;
    const c = await s.captcha();
    const reg = await s.encrypted('PUT', '/wps/member/register', {
      username,
      password: 'old-pass-1',
      confirmPassword: 'old-pass-1',
      email,
      mobileNum: `918666100${m}`,
      captcha: c.answer,
      captchaId: c.captchaId,
    });
    const session = (reg.json() as Envelope<{ token: string }>).value!.token;
    await s.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username, email } });
    return { username, session, resetToken: s.ctx.outbox.lastCode(email, 'email')! };
  }
  const reset = (payload: Record<string, unknown>) =>
    s.inject({ method: 'POST', url: '/wps/member/password/reset', payload });

  test('the reset revokes every session of the member', async () => {
    const { username, session, resetToken } = await resetMail();
    const second = await s.token(username, 'old-pass-1');
    // a too-long password is refused without using up the token
    expect((await reset({ resetToken, newPassword: 'p'.repeat(65) })).json()).toMatchObject({
      code: 'format.password',
    });
    expect((await s.inject({ url: '/wps/member/info', headers: auth(session) })).statusCode).toBe(200);
    expect((await reset({ resetToken, newPassword: 'new-pass-1' })).json()).toEqual({ success: true, value: null });
    for (const token of [session, second]) {
      expect((await s.inject({ url: '/wps/member/info', headers: auth(token) })).json()).toEqual({
        success: false,
        code: 'auth.logged.out',
        message: 'The account has been logged out, please log in again',
      });
    }
    expect((await s.login(username, 'old-pass-1')).success).toBe(false);
    await s.resetLoginFailures();
    expect((await s.login(username, 'new-pass-1')).success).toBe(true);
  });

  test('a reset token is valid for 1 hour', async () => {
    const early = await resetMail();
    s.clock.advance(3599);
    expect((await reset({ resetToken: early.resetToken, newPassword: 'new-pass-1' })).json()).toEqual({
      success: true,
      value: null,
    });
    const late = await resetMail();
    s.clock.advance(3601);
    const expired = await reset({ resetToken: late.resetToken, newPassword: 'new-pass-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      success: false,
      code: 'verification.code.invalid',
      message: 'Verification code error',
    });
    // nothing changed: the old password and the session still work
    expect((await s.inject({ url: '/wps/member/info', headers: auth(late.session) })).statusCode).toBe(200);
    expect((await s.login(late.username, 'old-pass-1')).success).toBe(true);
  });

  test.each([
    ['missing token', { newPassword: 'new-pass-1' }, 'request.invalid'],
    ['missing password', { resetToken: 'some-token' }, 'format.password'],
    ['token of the wrong type', { resetToken: 12345, newPassword: 'new-pass-1' }, 'request.invalid'],
    ['password of the wrong type', { resetToken: 'some-token', newPassword: 12345678 }, 'format.password'],
    ['empty token', { resetToken: '', newPassword: 'new-pass-1' }, 'request.invalid'],
    ['token too long', { resetToken: 't'.repeat(65), newPassword: 'new-pass-1' }, 'request.invalid'],
    ['password too long (over 64)', { resetToken: 'some-token', newPassword: 'p'.repeat(65) }, 'format.password'],
    ['password too long for the schema', { resetToken: 'some-token', newPassword: 'p'.repeat(129) }, 'format.password'],
    ['unknown token', { resetToken: 'never-issued', newPassword: 'new-pass-1' }, 'verification.code.invalid'],
  ])('reset bad input: %s', async (_name, payload, code) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, message: TEXTS[code] });
  });
});
