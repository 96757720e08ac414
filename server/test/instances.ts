// Two server instances on one database, as two processes behind a balancer would be (the cluster tests). On
// PostgreSQL each has its own connection pool (and so its own LISTEN connection); on PGlite, one process's database,
// both share the one handle and its listen().
import { inject } from 'vitest';
import pg from 'pg';
import { loadBrands } from '../src/brands/loadBrands';
import { buildServer, type Server, type ServerOptions } from '../src/buildServer';
import { openDb, type DbHandle } from '../src/db/client';
import { TEST_POW } from '../src/services/captchaPow';
import { openTestDb, TEST_SCRYPT } from './testDb';

export interface Instances {
  a: Server;
  b: Server;
  /** Each instance's database handle (the same one on PGlite). */
  handles: [DbHandle, DbHandle];
  close: () => Promise<void>;
}

export async function twoInstances(options: Partial<ServerOptions> = {}): Promise<Instances> {
  const handle = await openTestDb(inject('dbTemplate') ?? null);
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const second = client instanceof pg.Pool ? await openDb({ databaseUrl: client.options.connectionString }) : handle;
  const start = (h: DbHandle) =>
    buildServer({
      db: h.db,
      brands: loadBrands(),
      scrypt: TEST_SCRYPT,
      pow: TEST_POW,
      devTools: true,
      sharedLimits: h.kind === 'postgres',
      ...options,
    });
  const a = await start(handle);
  const b = await start(second);
  return {
    a,
    b,
    handles: [handle, second],
    close: async () => {
      await a.app.close();
      await b.app.close();
      if (second !== handle) await second.close();
      await handle.close();
    },
  };
}

/** Polls until `read` gives `want` or `ms` pass; the last value. */
export async function within<T>(ms: number, want: T, read: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (value !== want && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
