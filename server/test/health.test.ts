// Issue 31: /healthz says the process is alive (no database), /readyz that the database answers with every migration
// applied; a shutdown turns /readyz to 503 first, then stops accepting while in-flight requests finish.
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { afterEach, describe, expect, test } from 'vitest';
import { buildServer, type Server } from '../src/buildServer';
import type { DbHandle } from '../src/db/client';
import { openTestDb, TEST_SCRYPT } from './testDb';

let handle: DbHandle | undefined;
let server: Server | undefined;
afterEach(async () => {
  await server?.app.close();
  await handle?.close().catch(() => undefined);
  server = handle = undefined;
});

async function start(): Promise<Server> {
  handle = await openTestDb(inject('dbTemplate') ?? null);
  server = await buildServer({ db: handle.db, scrypt: TEST_SCRYPT, poolStats: handle.poolStats });
  return server;
}

const get = (s: Server, url: string) => s.app.inject({ url });

describe('/healthz and /readyz', () => {
  test('both answer 200 plain JSON (no envelope), never cached, outside /wps', async () => {
    const s = await start();
    for (const [url, status] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const res = await get(s, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  test('a database missing the newest migration is not ready', async () => {
    const s = await start();
    await s.ctx.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const res = await get(s, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', reason: 'migrations' });
    expect(res.headers['retry-after']).toBe('5');
  });

  test('without a database /readyz answers 503 and /healthz still 200', async () => {
    const s = await start();
    await handle!.close();
    expect((await get(s, '/healthz')).statusCode).toBe(200);
    const res = await get(s, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ reason: 'database' });
  });
});

describe('shutdown', () => {
  test('drain() turns /readyz to 503 while /healthz and the API keep answering', async () => {
    const s = await start();
    s.health.drain();
    const ready = await get(s, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'draining' });
    expect((await get(s, '/healthz')).statusCode).toBe(200);
    expect((await get(s, '/wps/system/status?brand=lucky-peso')).statusCode).toBe(200);
  });

  test('app.close(): new connections are refused, a request in flight still gets its answer', async () => {
    const s = await start();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as { port: number };
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    // Hold the migrations table, so a /readyz probe waits in flight until the test lets go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = s.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE drizzle.__drizzle_migrations IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await isLocked;
    const inFlight = fetch(url('/readyz'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closing = s.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(url('/healthz'))).rejects.toThrow();
    release();
    await holder;
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
    expect(answer.headers.get('connection')).toBe('close');
    // Closed within moments, not after a keep-alive timeout (72 s).
    const closedIn = await Promise.race([
      closing.then(() => 'closed'),
      new Promise((r) => setTimeout(r, 5000, 'open')),
    ]);
    expect(closedIn).toBe('closed');
  });
});
