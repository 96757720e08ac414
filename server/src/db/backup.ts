// Backups of the embedded database (npm run db:backup / db:restore, server/scripts/db-backup.ts): PGlite's own
// dumpDataDir() tarball of the whole data folder, gzip-compressed, and loadDataDir to start an empty folder from one.
// Both open the folder through openDb, so they take its lock and refuse while a server runs on it (dataDirLock.ts):
// a copy taken under a running server could be torn, and two processes on one folder corrupt it.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb } from './client';
import { DataDirInUseError } from './dataDirLock';

/** A backup or restore that was not attempted, with what to do instead. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Writes the data folder to `file` (a .tar.gz); returns its size in bytes. Never overwrites a file. */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!hasDatabase(dataDir)) throw new BackupRefused(`there is no embedded database in ${dataDir} (DATA_DIR)`);
  if (existsSync(file)) throw new BackupRefused(`${file} exists: choose a new name (a backup never replaces one)`);
  const handle = await openDb({ dataDir });
  try {
    const bytes = Buffer.from(await (await handle.dump!('gzip')).arrayBuffer());
    // Written beside the target and renamed, so a failure never leaves a truncated file under the backup's name.
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes.length;
  } finally {
    await handle.close();
  }
}

/** Starts an empty (or missing) data folder from a backup; returns the number of tables it holds (a sanity check). */
export async function restoreDataDir(file: string, dataDir: string): Promise<number> {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupRefused(
      `${dataDir} (DATA_DIR) is not empty: move it aside, or restore into a new folder and point DATA_DIR at it`,
    );
  const bytes = readFileSync(file);
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b; // PGlite decompresses by the blob's type
  const tarball = new Blob([bytes], { type: gzip ? 'application/x-gzip' : 'application/x-tar' });
  let handle;
  try {
    handle = await openDb({ dataDir, loadDataDir: tarball });
  } catch (error) {
    // Not a PGlite backup (or a damaged one): leave no half-written folder behind to be mistaken for a database.
    if (!(error instanceof DataDirInUseError)) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  try {
    const result = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}
