// Security round 3, finding 1: every check of a member's password goes through one guard (services/passwordGuard.ts):
// the captcha once the account or the address has failed, the per-(account, address) limit and a per-address cap.
// The reinstatement endpoint was a password oracle: no captcha, no cap, unseen by the sign-in's failure count.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './harness';
import { newMember, rp } from './responsible-play-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { passwordIp: { max: 6, windowSeconds: 60 } } });
});
afterAll(() => s.close());

const reinstate = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  s.inject({
    method: 'POST',
    url: '/wps/responsible-play/exclusion/reinstate?brand=lucky-peso',
    payload,
    remoteAddress,
  });

describe('one guard for every password check', () => {
  test('reinstatement: after one wrong password the account needs a captcha, there and at sign-in', async () => {
    const m = await newMember(s);
    const wrong = await reinstate({ username: m.username, password: 'wrong-guess-1' }, '10.0.1.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'login.failed', value: { captcha: true } });
    // The right password, from another address, without a captcha: refused before it is checked, so the answer says
    // nothing about the password.
    const guessed = await reinstate({ username: m.username, password: m.password }, '10.0.1.2');
    expect(guessed.json()).toMatchObject({ code: 'captcha.invalid', value: { captcha: true } });
    expect(await s.login(m.username, m.password)).toMatchObject({ code: 'captcha.invalid' });
    // With a captcha the check runs (this member is not excluded) and clears the account's failures.
    const { captchaId, answer } = await s.captcha();
    const proven = await reinstate({ username: m.username, password: m.password, captchaId, captcha: answer });
    expect(proven.json()).toMatchObject({ code: 'rp.exclusion.none' });
    expect(await s.login(m.username, m.password)).toMatchObject({ success: true });
  });

  test('an unknown account is refused like a wrong password, and counts the same', async () => {
    const res = await reinstate({ username: 'nobody-here-42', password: 'whatever-1' }, '10.0.2.1');
    expect(res.json()).toMatchObject({ code: 'login.failed', value: { captcha: true } });
  });

  test('a wrong old password (change, time-out) counts toward the sign-in captcha', async () => {
    const m = await newMember(s);
    const change = await s.inject({
      method: 'POST',
      url: '/wps/member/password?brand=lucky-peso',
      headers: { authorization: `Bearer ${m.token}` },
      payload: {
        oldPassword: 'not-my-password-1',
        newPassword: 'Changed-pass-9',
        confirmNewPassword: 'Changed-pass-9',
      },
    });
    expect(change.json()).toMatchObject({ code: 'modify.old.wrong' });
    expect(await s.login(m.username, m.password)).toMatchObject({ code: 'captcha.invalid' });
    await s.resetLoginFailures();

    const other = await newMember(s);
    const exclude = await rp(s, other.token, 'POST', '/exclusion', { duration: '1y', password: 'not-mine-at-all' });
    expect(exclude.body).toMatchObject({ code: 'rp.password.wrong' });
    expect(await s.login(other.username, other.password)).toMatchObject({ code: 'captcha.invalid' });
    await s.resetLoginFailures();
  });

  test('one address may check only so many passwords, whichever accounts it names', async () => {
    await s.resetLoginFailures();
    const from = '10.0.3.1';
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      // A new name each time: no account collects failures, only the address does.
      const res = await reinstate({ username: `spray-${i}`, password: 'Password1' }, from);
      codes.push((res.json() as { code: string }).code);
    }
    expect(codes.slice(0, 6)).toEqual(Array(6).fill('login.failed'));
    expect(codes.slice(6)).toEqual(['rate.limited', 'rate.limited']);
    // Another address is not held back.
    expect((await reinstate({ username: 'spray-x', password: 'Password1' }, '10.0.3.2')).json()).toMatchObject({
      code: 'login.failed',
    });
    await s.resetLoginFailures();
  });
});
