// A database that is out of reach for a moment (restart, failover, dropped connection) answers 503 with Retry-After,
// never 500: the request may succeed a few seconds later (issue 31; the restart itself is in tests/cluster/).
// Each kind of error node-postgres and drizzle throw then goes through the server's error handler; an error of any
// other kind stays a 500.
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isDbUnavailable } from '../src/db/unavailable';
import { registerEnvelope } from '../src/plugins/envelope';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** drizzle's wrapping: its own message, the driver's error as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

const UNAVAILABLE: Record<string, () => unknown> = {
  'connection refused': () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'connection reset': () => withCode('read ECONNRESET', 'ECONNRESET'),
  'both addresses refused (AggregateError)': () =>
    Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    }),
  '57P01 admin_shutdown': () => withCode('terminating connection due to administrator command', '57P01'),
  '57P02 crash_shutdown': () => withCode('terminating connection because of crash of another process', '57P02'),
  '57P03 cannot_connect_now': () => withCode('the database system is starting up', '57P03'),
  '08000 connection_exception': () => withCode('connection exception', '08000'),
  '08003 connection_does_not_exist': () => withCode('connection does not exist', '08003'),
  '08006 connection_failure': () => withCode('connection failure', '08006'),
  'Connection terminated unexpectedly': () => new Error('Connection terminated unexpectedly'),
  'a broken pooled client': () => new Error('Client has encountered a connection error and is not queryable'),
  'wrapped by drizzle': () => wrapped(withCode('terminating connection due to administrator command', '57P01')),
};

const NOT_UNAVAILABLE: Record<string, () => unknown> = {
  'a plain bug': () => new TypeError("Cannot read properties of undefined (reading 'id')"),
  'a unique violation': () => wrapped(withCode('duplicate key value violates unique constraint', '23505')),
  'a deadlock': () => withCode('deadlock detected', '40P01'),
  'a syntax error': () => withCode('syntax error at or near "selec"', '42601'),
};

describe('isDbUnavailable', () => {
  for (const [name, make] of Object.entries(UNAVAILABLE))
    test(`${name}: yes`, () => expect(isDbUnavailable(make())).toBe(true));
  for (const [name, make] of Object.entries(NOT_UNAVAILABLE))
    test(`${name}: no`, () => expect(isDbUnavailable(make())).toBe(false));
  test('a cycle of causes ends', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(isDbUnavailable(a)).toBe(false);
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  // A pool on a port nobody listens on: the driver's own error for a database that is down.
  const down = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerEnvelope(app);
    app.get<{ Params: { kind: string } }>('/wps/probe/:kind', async (request) => {
      const make = UNAVAILABLE[request.params.kind] ?? NOT_UNAVAILABLE[request.params.kind];
      throw make!();
    });
    app.get('/wps/real-pool', async () => down.query('select 1'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await down.end();
  });

  test.each(Object.keys(UNAVAILABLE))('%s → 503 system.unavailable with Retry-After', async (kind) => {
    const r = await app.inject({ url: `/wps/probe/${encodeURIComponent(kind)}` });
    expect([r.statusCode, r.headers['retry-after'], r.json().code]).toEqual([503, '5', 'system.unavailable']);
    expect(r.json().value).toEqual({ retryAfterSeconds: 5 });
  });

  test.each(Object.keys(NOT_UNAVAILABLE))('%s → 500 unknown, no Retry-After', async (kind) => {
    const r = await app.inject({ url: `/wps/probe/${encodeURIComponent(kind)}` });
    expect([r.statusCode, r.headers['retry-after'], r.json().code]).toEqual([500, undefined, 'unknown']);
  });

  test("node-postgres's own error for a database that is down → 503", async () => {
    const r = await app.inject({ url: '/wps/real-pool' });
    expect([r.statusCode, r.headers['retry-after'], r.json().code]).toEqual([503, '5', 'system.unavailable']);
  });
});
