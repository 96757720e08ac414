// npm run ops:create-owner -- --username <name> [--force]
// Creates the first console owner of a real deployment (production seeds no operator): against DATABASE_URL, or the
// embedded database in DATA_DIR (default server/.data/wps). Refused when an enabled owner exists, unless --force.
// Prints a random one-time password: hand it to the owner, who signs in at /ops (and should enrol 2FA at once).
import { parseArgs } from 'node:util';
import { readEnv } from '../src/config';
import { openDb } from '../src/db/client';
import { systemClock } from '../src/services/clock';
import { createFirstOwner } from '../src/services/ops/operators';
import { Passwords, PRODUCTION_SCRYPT } from '../src/services/passwords';

const { values } = parseArgs({
  options: { username: { type: 'string' }, force: { type: 'boolean', default: false } },
  strict: true,
});
if (!values.username) {
  console.error('usage: npm run ops:create-owner -- --username <name> [--force]');
  process.exit(2);
}
const env = readEnv(process.env, []);
const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
let code = 0;
try {
  await handle.migrate();
  const passwords = new Passwords(PRODUCTION_SCRYPT);
  const deps = { db: handle.db, clock: systemClock, hashPassword: (p: string) => passwords.hash(p) };
  const { password } = await createFirstOwner(deps, values.username, values.force);
  const where = env.databaseUrl ? 'DATABASE_URL' : env.dataDir;
  console.log(`owner ${values.username.trim().toLowerCase()} created in ${where}`);
  console.log(`one-time password (shown only now): ${password}`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  code = 1;
} finally {
  await handle.close();
}
process.exit(code);
