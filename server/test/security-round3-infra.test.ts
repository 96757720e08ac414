// Issue 28 (security, third round), findings 4, 5, 11, 15 and 16: TRUST_PROXY never believes the client's own
// X-Forwarded-For, logs carry no secrets, junk query parameters cost no server render, an unsigned payment callback
// writes nothing and is rate limited, and the payment simulator needs the order's owner.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DepositOrder } from '@common/generated/api';
import { readEnv } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/db/seed/demoAccounts';
import { depositOrders, paymentCallbacks, users } from '../src/db/schema';
import { DEFAULT_LIMITS } from '../src/services/rateLimiter';
import { VARIANTS_PER_PAGE } from '../src/services/pageCache';
import { auth, startServer, type TestServer } from './harness';
import { balance, signedCallback } from './wallet-helpers';

const junk = () => randomBytes(6).toString('hex');

async function deposit(s: TestServer, token: string, amount = '100.00'): Promise<DepositOrder> {
  const res = await s.inject({
    method: 'POST',
    url: '/wps/wallets/deposit?brand=lucky-peso',
    headers: { ...auth(token), 'idempotency-key': `infra-${junk()}` },
    payload: { channelId: 'GCASH', amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: DepositOrder }).value;
}

describe('finding 4: TRUST_PROXY is a hop count or proxy addresses, never "everything"', () => {
  test('values that would trust every address are refused at start-up, with the usage', () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', 'yes', 'TRUE', '*', 'all', '0.0.0.0/0', '::/0', 'proxy.example', '10.0.0.1/33'])
      expect(() => readEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY.*docs\/deploy\.md/s);
  });

  test('with one hop, a rotating client-supplied X-Forwarded-For does not rotate the address the limits see', async () => {
    const s = await startServer({ trustProxy: readEnv({ TRUST_PROXY: '1' }).trustProxy });
    try {
      // The proxy appends the address it saw to whatever the client sent: "<client's own>, <real>".
      const captcha = (real: string) =>
        s.inject({ url: '/wps/captcha?brand=lucky-peso', headers: { 'x-forwarded-for': `${junk()}, ${real}` } });
      const max = DEFAULT_LIMITS.captcha.max;
      const codes: number[] = [];
      for (let i = 0; i < max + 5; i += 1) codes.push((await captcha('198.51.100.7')).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(max);
      expect(codes.filter((c) => c === 429)).toHaveLength(5);
      // Another client behind the same proxy keeps its own limit (the e2e journeys' addresses still work).
      expect((await captcha('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  test('with the proxy named by address, only its own entry is believed', async () => {
    const s = await startServer({ trustProxy: readEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
    try {
      const captcha = (real: string) =>
        s.inject({ url: '/wps/captcha?brand=lucky-peso', headers: { 'x-forwarded-for': `${junk()}, ${real}` } });
      const codes: number[] = [];
      for (let i = 0; i < DEFAULT_LIMITS.captcha.max + 1; i += 1) codes.push((await captcha('203.0.113.9')).statusCode);
      expect(codes.at(-1)).toBe(429);
      expect((await captcha('203.0.113.10')).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('finding 5: logs carry no secrets', () => {
  let s: TestServer;
  let raw = '';
  const lines = () =>
    raw
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  beforeAll(async () => {
    s = await startServer({ logLevel: 'info', logStream: { write: (line: string) => (raw += line) } });
  });
  afterAll(() => s.close());

  test('a failed statement, a failed sign-in and a badly signed callback leave none of the demo secrets', async () => {
    const email = 'demo.owner@example.ph';
    await s.ctx.db.update(users).set({ email }).where(eq(users.username, 'demo'));
    const hashes = (await s.ctx.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h);

    expect((await s.login('demo', 'not-the-password-1')).success).toBe(false);
    await s.resetLoginFailures();
    const token = await s.token('demo', 'demo1234!');
    const order = await deposit(s, token);

    const unsigned = { ...signedCallback(s, order), signature: randomBytes(32).toString('hex') };
    expect((await s.inject({ method: 'POST', url: '/wps/pay/callback', payload: unsigned })).statusCode).toBe(401);

    // Failed statements: the password update (its parameter is the new hash; the error quotes the row's e-mail and
    // mobile, as PostgreSQL's own messages quote values), and the callback log (its parameter is the whole payload).
    await s.ctx.db.execute(
      sql.raw(`CREATE FUNCTION infra_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        RAISE EXCEPTION 'refused row % %', NEW.email, NEW.mobile_num
          USING DETAIL = format('Key (email)=(%s) conflicts', NEW.email);
      END $$`),
    );
    await s.ctx.db.execute(
      sql.raw(
        'CREATE TRIGGER infra_refuse BEFORE UPDATE OF password_hash ON users FOR EACH ROW EXECUTE FUNCTION infra_refuse()',
      ),
    );
    await s.ctx.db.execute(
      sql.raw(`CREATE FUNCTION infra_refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        RAISE EXCEPTION 'refused callback log';
      END $$`),
    );
    await s.ctx.db.execute(
      sql.raw(
        'CREATE TRIGGER infra_refuse_log BEFORE INSERT ON payment_callbacks FOR EACH ROW EXECUTE FUNCTION infra_refuse_log()',
      ),
    );
    const newPassword = 'Brand-new-secret-9';
    const change = await s.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: auth(token),
      payload: { oldPassword: 'demo1234!', newPassword, confirmNewPassword: newPassword },
    });
    expect(change.statusCode).toBe(500);
    const signed = signedCallback(s, order);
    expect((await s.inject({ method: 'POST', url: '/wps/pay/callback', payload: signed })).statusCode).toBe(500);

    // The failures were logged (with what an operator needs: the statement, the database's words)...
    const errors = lines().filter((l) => l.level === 50 && l.err);
    const messages = errors.map((l) => String((l.err as { message: string }).message));
    expect(messages.some((m) => m.includes('update "users"') && m.includes('refused row'))).toBe(true);
    expect(messages.some((m) => m.includes('payment_callbacks') && m.includes('refused callback log'))).toBe(true);
    // ... and none of the secrets.
    const secrets = [
      ...DEMO_ACCOUNTS.map((a) => a.password),
      ...DEMO_ACCOUNTS.flatMap((a) => (a.mobile ? [a.mobile.num] : [])),
      ...hashes,
      newPassword,
      'scrypt$',
      token,
      email,
      unsigned.signature,
      unsigned.nonce,
      signed.signature,
      signed.nonce,
    ];
    expect(raw.length).toBeGreaterThan(0);
    expect(secrets.filter((secret) => raw.includes(secret))).toEqual([]);
  });
});

// A stand-in build with a renderer (as in ssr.test.ts): its plan keeps only the parameter the route reads.
const ENTRY = `
const canonical = (url) => {
  const at = new URL(url, 'http://localhost');
  const type = at.searchParams.get('gameType');
  return type === null ? at.pathname : at.pathname + '?gameType=' + encodeURIComponent(type);
};
export const plan = async (url) => ({ url: canonical(url), requests: [] });
export const deviceKey = () => 'other';
export async function render({ url }) {
  globalThis.__infraRenders = (globalThis.__infraRenders ?? 0) + 1;
  return { html: '<main data-url="' + url.replace(/[&<>"]/g, '') + '"></main>', css: '', title: 'T', images: [] };
}
`;

function buildDist() {
  const dist = mkdtempSync(join(tmpdir(), 'wps-infra-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr', '.vite'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/m/assets/index-1.js"></script></head>' +
      '<body><div id="root"><!--app-html--><!--/app-html--></div><!--app-data--></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(join(dist, '.ssr', 'entry-server-1.js'), ENTRY);
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/app/afterPaint.ts': { file: 'assets/afterPaint-1.js', isEntry: true },
    }),
  );
  writeFileSync(join(dist, '.vite', 'boot.json'), JSON.stringify({ routes: {}, aliases: {}, catalogues: {} }));
  writeFileSync(
    join(dist, '.ssr', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-server.tsx': { file: 'entry-server-1.js', isEntry: true } }),
  );
  return dist;
}

describe('finding 11: the page cache keys on the route and the parameters that change the page', () => {
  let s: TestServer;
  const renders = () => (globalThis as { __infraRenders?: number }).__infraRenders ?? 0;
  beforeAll(async () => {
    s = await startServer({ distDir: buildDist() });
  });
  afterAll(() => s.close());

  test('50 requests with random junk query parameters produce one render', async () => {
    const before = renders();
    for (let i = 0; i < 50; i += 1) {
      const page = await s.inject({ url: `/m/home?brand=lucky-peso&${junk()}=${junk()}&utm=${junk()}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main data-url="/m/home">');
    }
    expect(renders() - before).toBe(1);
  });

  test('a parameter the route reads is a variant, but only so many per page; the rest are client-rendered', async () => {
    const before = renders();
    const bodies: string[] = [];
    for (let i = 0; i < 50; i += 1)
      bodies.push((await s.inject({ url: `/m/gameList?brand=lucky-peso&gameType=${junk()}` })).body);
    expect(renders() - before).toBe(VARIANTS_PER_PAGE);
    expect(bodies.filter((b) => b.includes('data-url="/m/gameList?gameType=')).length).toBe(VARIANTS_PER_PAGE);
    // A known variant is still served from the cache.
    const first = bodies[0]!.match(/gameType=([0-9a-f]+)/)![1];
    await s.inject({ url: `/m/gameList?gameType=${first}&brand=lucky-peso&x=${junk()}` });
    expect(renders() - before).toBe(VARIANTS_PER_PAGE);
  });
});

describe('finding 15: the payment callback checks its signature before any write, and has a limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());
  const rows = async () => Number((await s.ctx.db.select({ n: count() }).from(paymentCallbacks))[0]!.n);

  test('a bad signature writes no row', async () => {
    const order = await deposit(s, await s.token());
    const before = await rows();
    for (const signature of ['0'.repeat(64), 'nope', ''])
      await s.inject({ method: 'POST', url: '/wps/pay/callback', payload: { ...signedCallback(s, order), signature } });
    const other = await s.inject({
      method: 'POST',
      url: '/wps/pay/callback',
      payload: { ...signedCallback(s, order), brand: 'no-such-brand' },
    });
    expect(other.statusCode).toBe(401);
    expect(await rows()).toBe(before);
    const [row] = await s.ctx.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
    expect(row!.state).toBe('pending');
  });

  test('a flood from one address gets 429; another address is not affected', async () => {
    const bogus = { orderId: 'D1', amount: '1.00', status: 'paid', timestamp: '1', nonce: 'n', brand: 'lucky-peso' };
    const codes: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.payCallback.max + 3; i += 1)
      codes.push(
        (
          await s.inject({
            method: 'POST',
            url: '/wps/pay/callback',
            remoteAddress: '192.0.2.50',
            payload: { ...bogus, signature: junk() },
          })
        ).statusCode,
      );
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const fresh = await s.inject({
      method: 'POST',
      url: '/wps/pay/callback',
      remoteAddress: '192.0.2.51',
      payload: { ...bogus, signature: junk() },
    });
    expect(fresh.statusCode).toBe(401);
  });
});

describe("finding 16: the payment simulator needs the order's owner", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  test("without the owner's ticket the page and the submit answer 404 and nothing is paid", async () => {
    const owner = await s.token('demo', 'demo1234!');
    const order = await deposit(s, owner);
    const owned = async () => (await s.ctx.db.select().from(depositOrders).where(eq(depositOrders.id, order.id)))[0]!;
    const { userId } = await owned();
    const before = await balance(s, userId);
    const otherOrder = await deposit(s, await s.token('type0', 'type0pass!'));
    const othersTicket = new URL(otherOrder.payUrl!, 'http://x').searchParams.get('pay')!;
    const bare = `/wps/pay/sim/${order.id}?brand=lucky-peso`;

    for (const url of [bare, `${bare}&pay=${othersTicket}`, `${bare}&pay=${junk()}`]) {
      expect((await s.inject({ url })).statusCode, url).toBe(404);
      const submit = await s.inject({ method: 'POST', url, payload: { action: 'pay' } });
      expect(submit.statusCode, url).toBe(404);
    }
    expect(await balance(s, userId)).toBe(before);
    expect((await owned()).state).toBe('pending');

    // The owner's own link (the payUrl of the owner's order reply, which the voucher centre opens) still pays.
    const page = await s.inject({ url: order.payUrl! });
    expect(page.statusCode).toBe(200);
    const action = page.body.match(/action="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
    const paid = await s.inject({ method: 'POST', url: action, payload: { action: 'pay' } });
    expect(paid.statusCode).toBe(303);
    expect((await balance(s, userId)) - before).toBe(10_000);
  });
});
