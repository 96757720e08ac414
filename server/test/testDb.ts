import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { loadBrands } from '../src/brands/loadBrands';
import { openDb, type DbHandle } from '../src/db/client';
import { prepareDb } from '../src/db/setup';
import { TEST_SCRYPT } from '../src/services/passwords';

/**
 * The test databases. Migrating and seeding takes ~3.4 s, so the server project's globalSetup (dbTemplate.ts) does it
 * once per run into a template, and every startServer() gets a copy of it: a PGlite started from the template's
 * dumpDataDir() tarball, or on PostgreSQL (DATABASE_URL) a database created with TEMPLATE. Without a template (set
 * WPS_TEST_TEMPLATE=0, or a config without the globalSetup) each database is migrated and seeded on its own.
 */

/** Test-only scrypt cost (explicit buildServer option; production is N=2^17). Documented in docs/server.md. */
export { TEST_SCRYPT };

/** A movable clock: real time plus an offset tests can advance (expiring codes, captchas, sessions). */
export class TestClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}

/** What the globalSetup hands the test files (vitest provide/inject). */
export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  interface ProvidedContext {
    dbTemplate: DbTemplate | null;
  }
}

/** The seed every test server starts from: demo accounts, TEST_SCRYPT hashes, a test clock at offset 0. */
export function seedTestDb(handle: DbHandle) {
  return prepareDb(handle, loadBrands(), { scrypt: TEST_SCRYPT, clock: new TestClock().now, demoAccounts: true });
}

/** DATABASE_URL with another database name. */
export function databaseUrl(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The database DATABASE_URL names: templates and copies are named after it and created through it. */
export const baseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
export const templateName = (url: string) => `${baseName(url)}_tpl`;
export const copyPrefix = (url: string) => `${baseName(url)}_f_`;

/** Runs statements on DATABASE_URL's own database (CREATE/DROP DATABASE cannot run inside the target). */
export async function admin(url: string, ...statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

let tarball: Blob | undefined;
let copies = 0;

/**
 * A database of its own for one test server (or one test file): a copy of the seeded template when there is one,
 * else migrated and seeded here (the slow path). `seeded: false`: an empty, migrated database.
 */
export async function openTestDb(template: DbTemplate | null, { seeded = true } = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  const from = seeded ? template : null;
  let handle: DbHandle;
  let copied = false;
  if (!url) {
    if (from?.kind === 'pglite') {
      tarball ??= new Blob([await readFile(from.file)]);
      copied = true;
    }
    handle = await openDb(copied ? { loadDataDir: tarball } : {});
  } else {
    // One database per server: parallel files never share tables. Named by process, so workers cannot collide.
    const name = `${copyPrefix(url)}${process.pid}_${++copies}`;
    copied = from?.kind === 'postgres';
    await admin(url, `CREATE DATABASE "${name}"${from?.kind === 'postgres' ? ` TEMPLATE "${from.name}"` : ''}`);
    handle = await openDb({ databaseUrl: databaseUrl(url, name) });
    const close = handle.close;
    handle.close = async () => {
      await close();
      await dropCopy(url, name);
    };
  }
  if (!copied) await (seeded ? seedTestDb(handle) : handle.migrate());
  return handle;
}

/**
 * Drops a finished file's copy. FORCE may not end an autovacuum worker busy in it (42501 for a role without
 * pg_signal_backend): wait a moment and try again, by which time the worker has given way or finished.
 */
async function dropCopy(url: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
