// Operator sign-in (issue 29): separate from players, one answer for every refusal, the players' captcha after a
// failure, idle and absolute time-outs, sign-out, and a disabled operator's sessions ending at once.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OpsMe } from '@common/generated/api';
import { operators } from '../src/db/schema';
import { OPS_ABSOLUTE_SECONDS, OPS_IDLE_SECONDS } from '../src/services/ops/sessions';
import { startServer, type TestServer } from './harness';
import { addOperator, opsCall, opsSignIn, opsToken } from './ops-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());
beforeEach(() => s.resetLoginFailures());

const me = (token?: string) => opsCall<OpsMe>(s, 'GET', '/ops/api/me', token);

describe('operator sign-in', () => {
  test('a demo operator signs in (any capitals) and gets a token, roles and permissions', async () => {
    const r = await opsSignIn(s, 'Finance', 'finance1234!');
    expect(r.status).toBe(200);
    expect(r.body.value!.me.roles).toEqual([{ brandId: null, role: 'finance' }]);
    const permissions = r.body.value!.me.permissions.map((p) => p.permission);
    expect(permissions).toContain('withdrawals.decide');
    expect(permissions).not.toContain('operators.manage');
    const again = await me(r.body.value!.token);
    expect(again.status).toBe(200);
    expect(again.body.value!.username).toBe('finance');
  });

  test('a wrong password and an unknown operator get the same 401; then the captcha is asked for', async () => {
    const wrong = await opsSignIn(s, 'viewer', 'not-the-password');
    const unknown = await opsSignIn(s, 'nobody', 'nobody1234!');
    expect([wrong.status, wrong.body.code]).toEqual([401, 'login.failed']);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'login.failed']);
    expect(wrong.body.message).toBe(unknown.body.message);
    // Another brand in the URL is the same account (operators are not a brand's): the captcha is still asked for.
    const noCaptcha = await opsCall(s, 'POST', '/ops/api/session?brand=bayani-bet', undefined, {
      username: 'viewer',
      password: 'viewer1234!',
    });
    expect([noCaptcha.status, noCaptcha.body.code]).toEqual([400, 'captcha.invalid']);
    const { captchaId, answer } = await s.captcha(s.ctx.defaultBrand);
    const solved = await opsSignIn(s, 'viewer', 'viewer1234!', { captchaId, captcha: answer });
    expect(solved.status).toBe(200);
  });

  test("a player's name and password, or a player's token, open nothing in the console", async () => {
    const player = await opsSignIn(s, 'demo', 'demo1234!');
    expect([player.status, player.body.code]).toEqual([401, 'login.failed']);
    const playerToken = await s.token();
    expect([(await me(playerToken)).status, (await me(playerToken)).body.code]).toEqual([401, 'auth.required']);
    expect((await me()).body.code).toBe('auth.required');
  });

  test('an operator without a role cannot sign in', async () => {
    await addOperator(s, 'norole', []);
    const r = await opsSignIn(s, 'norole');
    expect([r.status, r.body.code]).toEqual([401, 'login.failed']);
  });
});

describe('operator sessions', () => {
  test(`end after ${OPS_IDLE_SECONDS / 60} idle minutes`, async () => {
    const token = await opsToken(s, 'support');
    s.clock.advance(OPS_IDLE_SECONDS - 60);
    expect((await me(token)).status).toBe(200);
    s.clock.advance(OPS_IDLE_SECONDS - 60); // idle time counts from the last request
    expect((await me(token)).status).toBe(200);
    s.clock.advance(OPS_IDLE_SECONDS);
    const r = await me(token);
    expect([r.status, r.body.code]).toEqual([401, 'auth.logged.out']);
  });

  test(`end after ${OPS_ABSOLUTE_SECONDS / 3600} hours however busy`, async () => {
    const token = await opsToken(s, 'support');
    const step = OPS_IDLE_SECONDS - 60;
    for (let t = step; t < OPS_ABSOLUTE_SECONDS; t += step) {
      s.clock.advance(step);
      expect((await me(token)).status).toBe(200);
    }
    s.clock.advance(step);
    expect((await me(token)).body.code).toBe('auth.logged.out');
  });

  test('sign-out ends the session, and only it', async () => {
    const token = await opsToken(s, 'owner');
    const other = await opsToken(s, 'owner');
    const out = await opsCall(s, 'DELETE', '/ops/api/session', token);
    expect([out.status, out.body.value]).toEqual([200, null]);
    expect((await me(token)).body.code).toBe('auth.logged.out');
    expect((await opsCall(s, 'DELETE', '/ops/api/session', token)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  test('disabling an operator ends their sessions at once and refuses their sign-in', async () => {
    await addOperator(s, 'leaver', [{ brandId: null, role: 'viewer' }]);
    const token = await opsToken(s, 'leaver');
    await s.ctx.db.update(operators).set({ disabledAt: s.ctx.clock() }).where(eq(operators.username, 'leaver'));
    expect((await me(token)).body.code).toBe('auth.logged.out');
    expect((await opsSignIn(s, 'leaver')).body.code).toBe('login.failed');
  });
});
