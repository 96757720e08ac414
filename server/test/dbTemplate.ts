import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client';
import { admin, copyPrefix, databaseUrl, seedTestDb, templateName, type DbTemplate } from './testDb';

/**
 * Vitest globalSetup of the server project: migrates and seeds one template database before the workers start (and
 * again before each watch-mode rerun, so its clock-relative dates stay fresh), and hands it to every file through
 * provide('dbTemplate'). See testDb.ts and docs/server.md (Tests). WPS_TEST_TEMPLATE=0 turns it off.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const dir = url ? undefined : mkdtempSync(join(tmpdir(), 'wps-db-template-'));
  const off = process.env.WPS_TEST_TEMPLATE === '0';

  async function build(): Promise<DbTemplate | null> {
    if (off) return null;
    if (!url) {
      const handle = await openDb({});
      await seedTestDb(handle);
      const file = join(dir!, 'template.tar');
      writeFileSync(file, new Uint8Array(await (await handle.dump!()).arrayBuffer()));
      await handle.close();
      return { kind: 'pglite', file };
    }
    const name = templateName(url);
    await dropCopies(url);
    await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`);
    const handle = await openDb({ databaseUrl: databaseUrl(url, name) });
    await seedTestDb(handle);
    await handle.close(); // TEMPLATE refuses a source database that has connections
    return { kind: 'postgres', name };
  }

  project.provide('dbTemplate', await build());
  project.onTestsRerun(async () => project.provide('dbTemplate', await build()));

  return async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (url && !off) {
      await dropCopies(url);
      await admin(url, `DROP DATABASE IF EXISTS "${templateName(url)}" WITH (FORCE)`);
    }
  };
}

/** Copies a killed run left behind (a finished file drops its own). */
async function dropCopies(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [copyPrefix(url)])
    .finally(() => client.end());
  if (rows.length) await admin(url, ...rows.map((r) => `DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`));
}
