// Issue 31: /metrics (Prometheus text) per route pattern, SSR page cache, database pool, ledger movements and process
// metrics, served to loopback or to METRICS_TOKEN's bearer only; and logs as JSON lines carrying the request id the
// reply echoes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './harness';
import { member, spin } from './wallet-helpers';

const LOOPBACK = '127.0.0.1';
const scrape = (s: TestServer, remoteAddress = LOOPBACK, headers: Record<string, string> = {}) =>
  s.inject({ url: '/metrics', remoteAddress, headers });

/** The value of one series (`name{labels}`) in Prometheus text, or undefined. */
function series(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  test('answers loopback only, and never a request a proxy forwarded', async () => {
    expect((await scrape(s)).statusCode).toBe(200);
    expect((await scrape(s, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape(s, LOOPBACK, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
  });

  test('requests are counted by route pattern, never by raw URL', async () => {
    for (const id of ['G1', 'G2', 'G3']) await s.inject({ url: `/wps/game/icon/${id}.svg?brand=lucky-peso&x=${id}` });
    await s.inject({ url: '/wps/system/status?brand=lucky-peso' });
    const res = await scrape(s);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(series(text, 'http_requests_total', '{method="GET",route="/wps/system/status",status="200"}')).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/wps\/system\/status"/);
    const icons = text
      .split('\n')
      .filter((l) => l.startsWith('http_requests_total{method="GET",route="/wps/game/icon/:file"'));
    expect(icons.reduce((n, l) => n + Number(l.split(' ').at(-1)), 0)).toBe(3);
    expect(text).not.toMatch(/G1|G2|brand=lucky-peso/);
    // and Node's process metrics
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  test('the SSR page cache counts a miss, then a hit', async () => {
    const before = await scrape(s);
    const misses = series(before.body, 'ssr_page_cache_misses_total') ?? NaN;
    const hits = series(before.body, 'ssr_page_cache_hits_total') ?? NaN;
    await s.inject({ url: '/m/home?brand=lucky-peso' });
    await s.inject({ url: '/m/home?brand=lucky-peso' });
    const after = (await scrape(s)).body;
    expect(series(after, 'ssr_page_cache_misses_total')).toBe(misses + 1);
    expect(series(after, 'ssr_page_cache_hits_total')).toBe(hits + 1);
  });

  test('ledger movements are counted by kind, a replay of a key is not', async () => {
    const m = await member(s);
    const count = async () => series((await scrape(s)).body, 'ledger_movements_total', '{kind="demo-spin"}') ?? 0;
    const before = await count();
    await spin(s, m.userId, 100, 0, 'metrics-spin-1');
    await spin(s, m.userId, 100, 0, 'metrics-spin-1');
    await spin(s, m.userId, 100, 250, 'metrics-spin-2');
    expect(await count()).toBe(before + 2);
  });

  test('the database pool: node-postgres counts, PGlite one connection', async () => {
    const text = (await scrape(s)).body;
    const total = series(text, 'db_pool_total')!;
    if (process.env.DATABASE_URL) {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(series(text, 'db_pool_idle')).toBeLessThanOrEqual(total);
    } else expect(total).toBe(1);
    expect(series(text, 'db_pool_waiting')).toBe(0);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ metricsToken: 'scrape-secret-123' });
  });
  afterAll(() => s.close());

  test('only its bearer is served, from any address; loopback alone is not enough', async () => {
    expect((await scrape(s)).statusCode).toBe(401);
    expect((await scrape(s, LOOPBACK, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await scrape(s, LOOPBACK, { authorization: 'Bearer scrape-secret-1234' })).statusCode).toBe(401);
    const ok = await scrape(s, '203.0.113.9', { authorization: 'Bearer scrape-secret-123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/^http_requests_total/m);
  });
});

describe('logs', () => {
  test('every line is JSON; request lines carry the id the reply echoes in X-Request-Id (never the client’s)', async () => {
    let raw = '';
    const s = await startServer({ logLevel: 'info', logStream: { write: (line: string) => (raw += line) } });
    try {
      const res = await s.inject({ url: '/wps/system/status?brand=lucky-peso', headers: { 'x-request-id': 'forged' } });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = raw.trim().split('\n');
      const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string });
      const mine = parsed.filter((l) => l.reqId === id);
      expect(mine.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
      expect(raw).not.toContain('forged');
      // Probes and scrapes, every few seconds, leave no request lines.
      await s.inject({ url: '/healthz' });
      await s.inject({ url: '/readyz' });
      await s.inject({ url: '/metrics', remoteAddress: LOOPBACK });
      expect(raw).not.toMatch(/"url":"\/(healthz|readyz|metrics)"/);
      expect(raw).toMatch(/"url":"\/wps\/system\/status"/);
    } finally {
      await s.close();
    }
  });
});
