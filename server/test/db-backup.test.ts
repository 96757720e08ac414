// npm run db:backup / db:restore (server/scripts/db-backup.ts): the embedded database to one file and back, through
// the commands themselves; refused while another process has the folder open, into a folder that holds data, and
// with DATABASE_URL (PostgreSQL is pg_dump's).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { repoRoot } from '../src/config';
import { BackupRefused, restoreDataDir } from '../src/db/backup';
import { openDb } from '../src/db/client';
import { lockFileOf } from '../src/db/dataDirLock';

const work = mkdtempSync(join(tmpdir(), 'wps-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The command as npm runs it, with nothing of this process's environment but PATH (no DATABASE_URL). */
const command = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/scripts/db-backup.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

const rows = async (dataDir: string) => {
  const handle = await openDb({ dataDir });
  try {
    const result = (await handle.db.execute(sql`SELECT note FROM kept ORDER BY note`)) as unknown as {
      rows: { note: string }[];
    };
    return result.rows.map((r) => r.note);
  } finally {
    await handle.close();
  }
};

test('a backup of a database with a row, restored into an empty folder, has the row', async () => {
  const source = join(work, 'source');
  const handle = await openDb({ dataDir: source });
  await handle.db.execute(sql`CREATE TABLE kept (note text)`);
  await handle.db.execute(sql`INSERT INTO kept VALUES ('deposit 42')`);

  // While this process has the folder open, the command refuses: a second PGlite would corrupt it.
  const file = join(work, 'wps.tar.gz');
  const busy = await command(['backup', file], { DATA_DIR: source });
  expect([busy.code, busy.err]).toEqual([1, expect.stringContaining(`is in use by process ${process.pid}`)]);
  expect(existsSync(file)).toBe(false);
  await handle.close();
  expect(existsSync(lockFileOf(source))).toBe(false);

  const backup = await command(['backup', file], { DATA_DIR: source });
  expect([backup.code, backup.out]).toEqual([0, expect.stringContaining(`backed up ${source} to ${file}`)]);
  const again = await command(['backup', file], { DATA_DIR: source });
  expect([again.code, again.err]).toEqual([1, expect.stringContaining('exists: choose a new name')]);

  const restored = join(work, 'restored');
  const restore = await command(['restore', file], { DATA_DIR: restored });
  expect([restore.code, restore.out]).toEqual([0, expect.stringContaining(`into ${restored} (1 tables)`)]);
  expect(await rows(restored)).toEqual(['deposit 42']);
}, 90_000);

test('a restore never writes over a folder that holds anything', async () => {
  const full = join(work, 'full');
  mkdirSync(full);
  writeFileSync(join(full, 'PG_VERSION'), '17');
  await expect(restoreDataDir(join(work, 'wps.tar.gz'), full)).rejects.toThrow(BackupRefused);
  await expect(restoreDataDir(join(work, 'nothing.tar.gz'), join(work, 'empty'))).rejects.toThrow('does not exist');
});

test('with DATABASE_URL both commands refuse and point to pg_dump', async () => {
  const env = { DATABASE_URL: 'postgres://wps@127.0.0.1:1/wps', DATA_DIR: join(work, 'unused') };
  for (const verb of ['backup', 'restore']) {
    const result = await command([verb, join(work, 'pg.tar.gz')], env);
    expect([result.code, result.err]).toEqual([1, expect.stringContaining('pg_dump')]);
  }
  const usage = await command(['backup'], {});
  expect([usage.code, usage.err]).toEqual([2, expect.stringContaining('usage:')]);
});
