// Issue 31: rate-limit counters shared by every instance on one PostgreSQL. Measured before: 70 captcha requests
// from one address split over two instances got 70 × 200, where one instance answers 429 after 60.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildServer, type Server } from '../src/buildServer';
import { openDb, type DbHandle } from '../src/db/client';
import { rowsOf } from '../src/db/sql';
import { TEST_POW } from '../src/services/captchaPow';
import { DEFAULT_LIMITS, RateLimiter } from '../src/services/rateLimiter';
import { PgLimitStore } from '../src/services/rateLimitStore';
import { databaseUrl, openTestDb, TEST_SCRYPT } from './testDb';

const url = process.env.DATABASE_URL;
const ATTEMPTS = 70;

describe.skipIf(!url)('two instances on one PostgreSQL (skipped on PGlite: one instance, counters in memory)', () => {
  let first: DbHandle;
  let second: DbHandle;
  const servers: Server[] = [];
  beforeAll(async () => {
    first = await openTestDb(inject('dbTemplate') ?? null);
    // The second instance's own pool, on the same database copy.
    const [row] = await rowsOf<{ name: string }>(first.db, sql`SELECT current_database() AS name`);
    const name = row!.name;
    second = await openDb({ databaseUrl: databaseUrl(url!, name) });
  });
  afterAll(async () => {
    for (const s of servers) await s.app.close();
    await second?.close();
    await first?.close();
  });

  const pair = async (sharedLimits: boolean) => {
    const made = await Promise.all(
      [first, second].map((h) => buildServer({ db: h.db, scrypt: TEST_SCRYPT, pow: TEST_POW, sharedLimits })),
    );
    servers.push(...made);
    return made;
  };

  /** ATTEMPTS captcha requests from one address, alternating between the instances, all at once. */
  const captchas = (instances: Server[], remoteAddress: string) =>
    Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        instances[i % 2]!.app.inject({ url: '/wps/captcha?brand=lucky-peso', remoteAddress }),
      ),
    );

  test('the captcha limit counts requests on both instances together, exactly', async () => {
    const replies = await captchas(await pair(true), '198.51.100.21');
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(DEFAULT_LIMITS.captcha.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(ATTEMPTS - DEFAULT_LIMITS.captcha.max);
    const refused = replies.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'rate.limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address keeps its own budget
    expect(
      (await servers[0]!.app.inject({ url: '/wps/captcha?brand=lucky-peso', remoteAddress: '198.51.100.22' }))
        .statusCode,
    ).toBe(200);
  });

  test('counters kept per process (the old store) let every request through: the failure this fixes', async () => {
    const codes = (await captchas(await pair(false), '198.51.100.23')).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(0);
  });

  test('a request refused by one key charges none of the others; a window ends on time', async () => {
    let now = Date.UTC(2030, 0, 1);
    const limiter = new RateLimiter(
      { ...DEFAULT_LIMITS, login: { max: 1, windowSeconds: 60 } },
      () => new Date(now),
      new PgLimitStore(first.db),
    );
    await limiter.hit('login', 'pg-full');
    now += 1000;
    for (let i = 0; i < 3; i++) await expect(limiter.hit('login', 'pg-owner', 'pg-full')).rejects.toThrow();
    await expect(limiter.hit('login', 'pg-owner')).resolves.toBeUndefined();
    now += 59_000; // pg-full's window (opened at t0) has ended
    await expect(limiter.hit('login', 'pg-full')).resolves.toBeUndefined();
    await expect(limiter.hit('login', 'pg-full')).rejects.toMatchObject({ code: 'rate.limited' });
  });
});
