// npm run ops:create-owner -- --username <name> [--force]
// Creates the first console owner of a real deployment (production seeds no operator): against DATABASE_URL, or the
// embedded database in DATA_DIR (default server/.data/wps). Refused when an enabled owner exists, unless --force.
// Prints a random one-time password: hand it to the owner, who signs in at /ops (and should enrol 2FA at once).
import { parseArgs } from 'node:util';
import { systemClock } from '../src/services/clock';
import { createFirstOwner } from '../src/services/ops/operators';
import { Passwords, PRODUCTION_SCRYPT } from '../src/services/passwords';
import { runOnDeploymentDb } from './deploymentDb';

const { values } = parseArgs({
  options: { username: { type: 'string' }, force: { type: 'boolean', default: false } },
  strict: true,
});
if (!values.username) {
  console.error('usage: npm run ops:create-owner -- --username <name> [--force]');
  process.exit(2);
}
const username = values.username;
await runOnDeploymentDb(async (db, env) => {
  const passwords = new Passwords(PRODUCTION_SCRYPT);
  const deps = { db, clock: systemClock, hashPassword: (p: string) => passwords.hash(p) };
  const { password } = await createFirstOwner(deps, username, values.force);
  const where = env.databaseUrl ? 'DATABASE_URL' : env.dataDir;
  console.log(`owner ${username.trim().toLowerCase()} created in ${where}`);
  console.log(`one-time password (shown only now): ${password}`);
  return 0;
});
