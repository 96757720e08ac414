// npm run db:backup -- <file.tar.gz>   the embedded database in DATA_DIR (default server/.data/wps) → one file
// npm run db:restore -- <file.tar.gz>  that file → an empty DATA_DIR (start the server on it afterwards)
// Both refuse while a server (or another command) has the folder open: stop it first (docs/deploy.md, "Backups").
// With DATABASE_URL both refuse: PostgreSQL is backed up with pg_dump and restored with pg_restore.
import { resolve } from 'node:path';
import { readEnv } from '../src/config';
import { BackupRefused, backupDataDir, restoreDataDir } from '../src/db/backup';
import { DataDirInUseError } from '../src/db/dataDirLock';

const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
  console.error('usage: npm run db:backup -- <file.tar.gz> | npm run db:restore -- <file.tar.gz>');
  process.exit(2);
}
// Only where the database is: a backup needs none of the server's other settings (OPS_SECRET_KEY and the like).
const env = readEnv({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }, []);
if (env.databaseUrl) {
  console.error(
    `✖ DATABASE_URL is set: this command backs up the embedded database only. Back PostgreSQL up with pg_dump ` +
      `(pg_dump --format=custom --file=<file> "$DATABASE_URL") and restore it with pg_restore (docs/deploy.md).`,
  );
  process.exit(1);
}
// npm runs a script in the package's folder; a relative path means the caller's folder (INIT_CWD).
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  if (command === 'backup') {
    const bytes = await backupDataDir(env.dataDir, path);
    console.log(`backed up ${env.dataDir} to ${path} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else {
    const tables = await restoreDataDir(path, env.dataDir);
    console.log(`restored ${path} into ${env.dataDir} (${tables} tables); the server migrates it when it starts`);
  }
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof DataDirInUseError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
