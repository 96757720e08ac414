import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResets, smsCodes, users } from '../src/db/schema';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    production: true,
    distDir: join(tmpdir(), 'wps-no-dist-here'),
    rateLimits: {
      login: { max: 3, windowSeconds: 60 },
      captcha: { max: 2, windowSeconds: 60 },
      sms: { max: 2, windowSeconds: 3600 },
      register: { max: 2, windowSeconds: 60 },
    },
  });
});
afterAll(() => s.close());

describe('production mode', () => {
  test('the dev outbox and the QA status do not exist', async () => {
    expect((await s.inject({ url: '/__dev/outbox' })).statusCode).toBe(404);
    expect((await s.inject({ url: '/__dev/status' })).statusCode).toBe(404);
    const captcha = await s.inject({ url: '/wps/captcha', remoteAddress: '10.0.0.50' });
    expect(captcha.statusCode).toBe(200);
    expect(s.ctx.outbox.list()).toEqual([]);
  });

  test('SMS codes and password e-mails are issued but nothing reaches the outbox', async () => {
    await s.ctx.db
      .update(users)
      .set({ email: 'demo@example.ph' })
      .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, 'demo')));
    // demo's registered number: in development this code would be in the outbox
    const sms = await s.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: '10.0.0.51',
      payload: { mobileNum: '9171234567' },
    });
    expect(sms.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const mail = await s.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: '10.0.0.52',
      payload: { username: 'demo', email: 'demo@example.ph' },
    });
    expect(mail.json()).toEqual({ success: true, value: null });
    // both were really issued (stored hashed)…
    expect(await s.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, '+63 9171234567'))).toHaveLength(1);
    expect(await s.ctx.db.select().from(passwordResets)).toHaveLength(1);
    // …and the outbox kept neither
    expect(s.ctx.outbox.enabled).toBe(false);
    expect(s.ctx.outbox.list()).toEqual([]);
    expect(s.ctx.outbox.lastCode('+63 9171234567')).toBeUndefined();
    expect(s.ctx.outbox.lastCode('demo@example.ph', 'email')).toBeUndefined();
  });

  test('without a build, /m answers 503 with a hint', async () => {
    const res = await s.inject({ url: '/m/home' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('run npm run build');
  });
});

describe('rate limits', () => {
  test('login: per (account, IP) pair, then 429 with Retry-After; the account is not locked for other IPs', async () => {
    const login = (ip: string) =>
      s.encrypted('POST', '/wps/session/login', { username: 'demo', password: 'demo1234!', type: 'username' }, {}, ip);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await login('10.0.1.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await login('10.0.1.1');
    expect(last.json()).toMatchObject({
      success: false,
      code: 'rate.limited',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(last.headers['retry-after']).toBe(String(last.json().value.retryAfterSeconds));
    expect((await login('10.0.1.9')).statusCode).toBe(200);
    s.clock.advance(61);
    expect((await login('10.0.1.1')).statusCode).toBe(200);
  });

  test('captcha: per IP', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await s.inject({ url: '/wps/captcha', remoteAddress: '10.0.2.1' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect((await s.inject({ url: '/wps/captcha', remoteAddress: '10.0.2.2' })).statusCode).toBe(200);
  });

  test('SMS: per number across IPs', async () => {
    const send = (ip: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        payload: { mobileNum: '9170000001' },
      });
    expect((await send('10.0.3.1')).statusCode).toBe(200);
    s.clock.advance(5 * 60 + 1);
    expect((await send('10.0.3.2')).statusCode).toBe(200);
    s.clock.advance(5 * 60 + 1);
    const third = await send('10.0.3.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate.limited' });
  });

  test('register and trial: per IP', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await s.inject({ url: '/wps/member/trialuser', remoteAddress: '10.0.4.1' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
