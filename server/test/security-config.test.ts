// Issue 13, findings 1, 5 (5xx logging), 6 and 7: development tools opt-in, launch tickets bound to the session,
// session tokens in the Authorization header only, no-store and HSTS, Fastify errors as envelopes, 5xx logs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadBrands } from '../src/brands/loadBrands';
import { buildServer } from '../src/buildServer';
import { readEnv, repoRoot } from '../src/config';
import { openDb } from '../src/db/client';
import { operatorRoles, users } from '../src/db/schema';
import { DEMO_OPERATORS } from '../src/db/seed/opsSeed';
import { prepareDb } from '../src/db/setup';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, TEST_SCRYPT, type Envelope, type TestServer } from './harness';

const unlimited = { max: 1e6, windowSeconds: 60 };
const rateLimits = { login: unlimited, loginIp: unlimited, sms: unlimited, smsIp: unlimited, register: unlimited };

/** Log lines the server writes, parsed. */
class LogLines extends Writable {
  lines: Record<string, unknown>[] = [];
  raw = '';
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.raw += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

let s: TestServer;
const logs = new LogLines();
beforeAll(async () => {
  s = await startServer({ rateLimits, logStream: logs });
});
afterAll(() => s.close());

/** The ticket of a launch URL: it travels in the fragment, which never reaches a server or its logs. */
function ticketOf(url: string): string {
  const u = new URL(url, 'http://localhost');
  const ticket = new URLSearchParams(u.hash.slice(1)).get('ticket');
  if (!ticket) throw new Error(`no ticket in the fragment of ${url}`);
  return ticket;
}

async function launch(token: string, nodeId = 100001) {
  const res = await s.inject({ url: `/wps/game/launch?nodeId=${nodeId}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as Envelope<{ url: string }>).value!.url;
}

const demoBalance = (ticket: string) =>
  s.inject({ url: '/wps/game/demo/balance', headers: { 'x-launch-ticket': ticket } });
const demoSpin = (ticket: string, key: string) =>
  s.inject({
    method: 'POST',
    url: '/wps/game/demo/spin',
    headers: { 'x-launch-ticket': ticket, 'idempotency-key': key },
    payload: { stake: '1.00' },
  });

describe('1. development tools are opt-in', () => {
  test('without the switch (development mode) the /__dev routes answer 404 and the outbox keeps nothing', async () => {
    const off = await startServer({ devTools: false });
    try {
      for (const req of [{ url: '/__dev/outbox' }, { url: '/__dev/status' }]) {
        const res = await off.inject(req);
        expect(res.statusCode, req.url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'not.found' });
      }
      expect((await off.inject({ url: '/wps/captcha' })).statusCode).toBe(200);
      expect(off.ctx.outbox.enabled).toBe(false);
      expect(off.ctx.outbox.list()).toEqual([]);
    } finally {
      await off.close();
    }
  });

  test('the switch is refused together with production: by buildServer and by the environment', async () => {
    await expect(buildServer({ db: s.ctx.db, production: true, devTools: true })).rejects.toThrow(/production/);
    expect(() => readEnv({ NODE_ENV: 'production', DEV_TOOLS: '1' })).toThrow(/production/);
    expect(() => readEnv({ NODE_ENV: 'production' }, ['--dev-tools'])).toThrow(/production/);
    expect(readEnv({})).toMatchObject({ devTools: false, seedDemo: false, behindHttps: false });
    expect(readEnv({ DEV_TOOLS: '1' })).toMatchObject({ devTools: true, seedDemo: true });
    expect(readEnv({}, ['--dev-tools'])).toMatchObject({ devTools: true, seedDemo: true });
    expect(readEnv({ SEED_DEMO: '1' })).toMatchObject({ devTools: false, seedDemo: true });
    expect(readEnv({ BEHIND_HTTPS: '1' })).toMatchObject({ behindHttps: true });
    // the e2e servers' cheap password hashes: only beside the dev tools, so never in production
    expect(() => readEnv({ TEST_SCRYPT: '1' })).toThrow(/DEV_TOOLS/);
    expect(() => readEnv({ NODE_ENV: 'production', TEST_SCRYPT: '1' })).toThrow(/DEV_TOOLS/);
    expect(readEnv({ DEV_TOOLS: '1', TEST_SCRYPT: '1' })).toMatchObject({ testScrypt: true });
    expect(readEnv({ DEV_TOOLS: '1' })).toMatchObject({ testScrypt: false });
  });

  test('main.ts refuses to start with DEV_TOOLS=1 and NODE_ENV=production', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wps-refuse-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', DEV_TOOLS: '1', PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 30_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toMatch(/DEV_TOOLS.*production|production.*DEV_TOOLS/i);
  }, 40_000);

  test('demo accounts are seeded only when asked', async () => {
    const brands = loadBrands();
    const only = ['lucky-peso'];
    const plain = await openDb({});
    const asked = await openDb({});
    try {
      await prepareDb(plain, brands, { scrypt: TEST_SCRYPT, only });
      await prepareDb(asked, brands, { scrypt: TEST_SCRYPT, only, demoAccounts: true });
      const demo = (db: typeof plain.db) =>
        db
          .select()
          .from(users)
          .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, 'demo')));
      expect(await demo(plain.db)).toHaveLength(0);
      expect(await demo(asked.db)).toHaveLength(1);
      // the demo console operators (public passwords) likewise
      const ops = async (db: typeof plain.db) => (await db.select().from(operatorRoles)).length;
      expect(await ops(plain.db)).toBe(0);
      expect(await ops(asked.db)).toBe(DEMO_OPERATORS.length);
      // asking later (a database first started without the switch) adds them once
      await prepareDb(plain, brands, { scrypt: TEST_SCRYPT, only, demoAccounts: true });
      await prepareDb(plain, brands, { scrypt: TEST_SCRYPT, only, demoAccounts: true });
      expect(await demo(plain.db)).toHaveLength(1);
      expect(await ops(plain.db)).toBe(DEMO_OPERATORS.length);
    } finally {
      await plain.close();
      await asked.close();
    }
    // Two fresh databases, migrated, and seeded four times: about 15 s alone, and npm test runs this suite beside
    // the stories (scripts/test-all.mjs).
  }, 180_000);

  test('the dev tools change no brand: its settings change only through the brand studio', async () => {
    const maintenance = async () =>
      (
        (await s.inject({ url: '/wps/system/status?brand=lucky-peso' })).json() as Envelope<{
          maintenance: boolean;
        }>
      ).value!.maintenance;
    expect(s.ctx.devTools).toBe(true);
    for (const req of [
      { url: '/__dev/settings', payload: { brand: 'lucky-peso', settings: { maintenance: true } } },
      { url: '/__dev/reset-settings', payload: { brand: 'lucky-peso' } },
    ]) {
      const res = await s.inject({ method: 'POST', ...req });
      expect(res.statusCode, req.url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not.found' });
    }
    expect(await maintenance()).toBe(false);
  });
});

describe('6. launch tickets are bound to the session', () => {
  test('the ticket travels in the URL fragment and a header, never in a query string', async () => {
    const token = await s.token();
    const url = await launch(token);
    expect(url).toMatch(/^\/demo-game\/100001(\?language=EN)?#ticket=/);
    expect(url.split('#')[0]).not.toContain('ticket');
    const ticket = ticketOf(url);
    expect((await demoBalance(ticket)).statusCode).toBe(200);
    // the old query-string form is refused (the header is required)
    const inQuery = await s.inject({ url: `/wps/game/demo/balance?ticket=${encodeURIComponent(ticket)}` });
    expect(inQuery.statusCode).toBe(400);
    // the page carries no ticket: its script reads the fragment
    const page = await s.inject({ url: url.split('#')[0]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(ticket);
  });

  test('logout kills the ticket', async () => {
    const token = await s.token();
    const ticket = ticketOf(await launch(token));
    expect((await demoSpin(ticket, 'logout-1')).statusCode).toBe(200);
    await s.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
    for (const res of [await demoBalance(ticket), await demoSpin(ticket, 'logout-2')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.logged.out' });
    }
  });

  test('a password change kills the tickets of the other sessions; an e-mail reset kills them all', async () => {
    const old = await s.token('type0', 'type0pass!');
    const current = await s.token('type0', 'type0pass!');
    const oldTicket = ticketOf(await launch(old));
    const currentTicket = ticketOf(await launch(current));
    const changed = await s.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: auth(current),
      payload: { oldPassword: 'type0pass!', newPassword: 'Qv7#mWz2!pLx', confirmNewPassword: 'Qv7#mWz2!pLx' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await demoBalance(oldTicket)).statusCode).toBe(401);
    expect((await demoBalance(currentTicket)).statusCode).toBe(200);

    await s.ctx.db
      .update(users)
      .set({ email: 'type0@example.ph' })
      .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, 'type0')));
    await s.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'type0', email: 'type0@example.ph' },
    });
    const resetToken = s.ctx.outbox.lastCode('type0@example.ph', 'email')!;
    const reset = await s.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { resetToken, newPassword: 'Hn4$kTr8@eWq', confirmNewPassword: 'Hn4$kTr8@eWq' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await demoBalance(currentTicket)).statusCode).toBe(401);
  });

  test('a ticket lives 15 minutes; a relaunch gives a fresh one', async () => {
    const token = await s.token();
    const ticket = ticketOf(await launch(token));
    s.clock.advance(14 * 60);
    expect((await demoBalance(ticket)).statusCode).toBe(200);
    s.clock.advance(60 + 1);
    expect((await demoBalance(ticket)).json()).toMatchObject({ code: 'auth.logged.out' });
    expect((await demoBalance(ticketOf(await launch(token)))).statusCode).toBe(200);
  });

  test('an altered or forged ticket opens nothing', async () => {
    const token = await s.token();
    const ticket = ticketOf(await launch(token));
    const [payload, mac] = ticket.split('.') as [string, string];
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    fields[0] = Number(fields[0]) + 1; // another member
    const altered = `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${mac}`;
    for (const bad of [altered, `${payload}.AAAA`, `${payload}.`, 'x'.repeat(300)])
      expect((await demoBalance(bad)).json(), bad).toMatchObject({ code: 'auth.logged.out' });
  });
});

describe('6. session tokens only in the Authorization header', () => {
  test('a token in the query, a token header or the body is not a session', async () => {
    const token = await s.token();
    expect((await s.inject({ url: '/wps/wallets/balance', headers: auth(token) })).statusCode).toBe(200);
    for (const req of [
      { url: '/wps/wallets/balance', headers: { token } },
      { url: `/wps/wallets/balance?token=${token}` },
      { url: `/wps/member/info?token=${token}` },
    ]) {
      const res = await s.inject(req);
      expect(res.statusCode, JSON.stringify(req)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.required' });
    }
    const byBody = await s.inject({ method: 'POST', url: '/wps/game/favourites', payload: { nodeId: 100001, token } });
    expect(byBody.statusCode).toBe(401);
    // an optional-session list treats such a caller as a guest (no favourite marks)
    const list = await s.inject({ url: `/wps/game/list?gameClassify=FAV&token=${token}` });
    expect(list.statusCode).toBe(401);
  });
});

describe('7. caching and transport', () => {
  test('Cache-Control: no-store on every authenticated or token-bearing reply, sign-in included', async () => {
    const login = await s.encrypted('POST', '/wps/session/login', {
      username: 'demo',
      password: 'demo1234!',
      type: 'username',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = (login.json() as Envelope<{ token: string }>).value!.token;
    const ticket = ticketOf(await launch(token));
    const replies = [
      await s.inject({ url: '/wps/member/trialuser', remoteAddress: '10.9.0.1' }),
      await s.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.9.0.2' }),
      await s.inject({ url: '/wps/wallets/balance', headers: auth(token) }),
      await s.inject({ url: '/wps/member/info', headers: auth(token) }),
      await s.inject({ url: '/wps/game/launch?nodeId=100001', headers: auth(token) }),
      await s.inject({ url: '/wps/game/list?gameClassify=RNG', headers: auth(token) }),
      await s.inject({ url: '/wps/announcements', headers: auth(token) }),
      await demoBalance(ticket),
      await s.inject({ url: '/__dev/outbox' }),
      // refusals too: a wrong token, a missing one
      await s.inject({ url: '/wps/wallets/balance', headers: auth('nope') }),
      await s.inject({ url: '/wps/wallets/balance' }),
      await s.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { resetToken: 'x'.repeat(32), newPassword: 'Hn4$kTr8@eWq' },
      }),
    ];
    for (const res of replies) expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('no-store');
    // public, cacheable things keep their own policy
    expect((await s.inject({ url: '/wps/game/icon/100001.svg' })).headers['cache-control']).toContain('max-age');
  });

  test('HSTS only when the server is told it sits behind HTTPS', async () => {
    expect((await s.inject({ url: '/wps/system/status' })).headers['strict-transport-security']).toBeUndefined();
    const https = await startServer({ behindHttps: true });
    try {
      for (const url of ['/wps/system/status', '/m/home', '/nope'])
        expect((await https.inject({ url })).headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
    } finally {
      await https.close();
    }
  });

  test('Fastify errors become the standard envelope, without FST_ codes', async () => {
    const post = (payload: string, type = 'application/json') =>
      s.inject({ method: 'POST', url: '/wps/member/password/email', headers: { 'content-type': type }, payload });
    const cases: [string, Awaited<ReturnType<typeof post>>, number][] = [
      ['bad URL', await s.inject({ url: '/wps/%' }), 400],
      ['bad URL (dev)', await s.inject({ url: '/__dev/%zz' }), 400],
      ['content type', await post('<a/>', 'text/xml'), 415],
      ['bad JSON', await post('{bad'), 400],
      ['empty JSON', await post(''), 400],
      ['too large', await post(JSON.stringify({ a: 'x'.repeat(70_000) })), 413],
    ];
    for (const [name, res, status] of cases) {
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ success: false, code: 'request.invalid', message: 'Unknown error' });
      expect(res.body, name).not.toMatch(/FST_|statusCode|"error"/);
    }
    // they pass the same reply hooks as any other reply
    expect(cases[0]![1].headers['x-content-type-options']).toBe('nosniff');
    expect(cases[0]![1].headers['x-request-id']).toBeTruthy();
    // a bad URL outside the API is plain text, like a missing page
    const page = await s.inject({ url: '/m/%' });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toMatch(/FST_/);
  });

  test('a malformed HTTP request gets an envelope too (client error handler)', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    const body = raw.split('\r\n\r\n')[1]!;
    expect(JSON.parse(body)).toEqual({ success: false, code: 'request.invalid', message: 'Unknown error' });
  });
});

describe('5. every 5xx is logged with its request id', () => {
  test('a 500 leaves one error line with reqId; no token, ticket or body in any line', async () => {
    const token = await s.token();
    const ticket = ticketOf(await launch(token));
    // An invalid stored flag: the reply that carries it fails its schema check (500), and no line logs it.
    await setBrandSettings(s, { settings: { whiteLabel: { DIRECTREG3: 'body-secret' } } }, { unchecked: true });
    try {
      const before = logs.lines.length;
      const res = await s.inject({
        url: `/wps/system/whitelabel?brand=lucky-peso&ticket=${encodeURIComponent(ticket)}`,
        headers: { ...auth(token), 'x-launch-ticket': ticket },
      });
      expect(res.statusCode).toBe(500);
      const reqId = res.headers['x-request-id'];
      expect(reqId).toBeTruthy();
      const errors = logs.lines.slice(before).filter((l) => (l.level as number) >= 50);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((l) => l.reqId === reqId)).toBe(true);
      expect(errors.some((l) => l.statusCode === 500)).toBe(true);
    } finally {
      await resetBrandSettings(s, 'lucky-peso');
    }
    expect(logs.raw).not.toContain(token);
    expect(logs.raw).not.toContain(ticket);
    expect(logs.raw).not.toContain(encodeURIComponent(ticket));
    expect(logs.raw).not.toContain('body-secret');
  });

  test('request ids are generated by the server, not taken from the client', async () => {
    const res = await s.inject({ url: '/wps/system/status', headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers['x-request-id']).toBeDefined();
    expect(res.headers['x-request-id']).not.toBe('forged-id');
    expect(String(res.headers['x-request-id'])).toMatch(/^[\w-]{8,}$/);
  });
});
