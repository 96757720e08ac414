import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

/** The one database type the services use: PGlite and node-postgres share drizzle's PgDatabase API. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Drops every table (and the migrations journal): the next migrate() starts from scratch. */
  dropAll: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool's connections and waiting queries (/metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the data folder as a tarball (for loadDataDir), uncompressed unless asked ('gzip': backups). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

export interface DbOptions {
  /** postgres://… : use a real PostgreSQL server. */
  databaseUrl?: string;
  /** Folder for the embedded database, locked for this process (dataDirLock.ts); omitted: in memory. */
  dataDir?: string;
  /**
   * Start from a dumpDataDir() tarball: in memory (the tests' seeded template, server/test/dbTemplate.ts), or into an
   * empty dataDir (a restore, server/scripts/db-backup.ts; PGlite refuses a folder that holds a database).
   */
  loadDataDir?: Blob;
}

async function dropAll(db: Db) {
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite (a data folder, or memory). */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, a terminated backend) is an 'error' event; unheard,
    // it would crash the process. The pool discards that client and opens a new one on the next query.
    pool.on('error', (error) => console.warn('PostgreSQL dropped an idle connection:', error.message));
    // A checked-out client (a transaction between two statements) has no listener of the pool's: a connection the
    // server ends then (a restart: 57P01) was an unheard 'error' event that crashed the process. Heard here, the
    // client's next query fails (answered 503, plugins/envelope.ts) and the pool discards it on release.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.warn('PostgreSQL ended a connection in use:', error.message)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      dropAll: () => dropAll(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    dropAll: () => dropAll(db),
    close: () => client.close().finally(unlock),
    dump: (compression = 'none') => client.dumpDataDir(compression),
  };
}
