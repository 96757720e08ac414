// The deployment's database for a one-off command (create-owner.ts, brand.ts): DATABASE_URL, or the embedded one in
// DATA_DIR (stop the server first: PGlite belongs to one process). Migrated, handed to the command, closed; the
// process exits with the command's code, or 1 with the message of what it threw.
import { readEnv, type EnvConfig } from '../src/config';
import { openDb, type Db } from '../src/db/client';

export async function runOnDeploymentDb(command: (db: Db, env: EnvConfig) => Promise<number>): Promise<never> {
  const env = readEnv(process.env, []);
  const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  let code: number;
  try {
    await handle.migrate();
    code = await command(handle.db, env);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    code = 1;
  } finally {
    await handle.close();
  }
  process.exit(code);
}
