import { loadBrands } from './brands/loadBrands';
import { buildServer } from './buildServer';
import { readEnv } from './config';
import { openDb } from './db/client';
import { prepareDb } from './db/setup';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from './db/seed/demoAccounts';

const env = readEnv();
const brands = loadBrands();
const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const seeded = await prepareDb(handle, brands);
const { app } = await buildServer({
  db: handle.db,
  brands,
  defaultBrand: env.defaultBrand,
  distDir: env.distDir,
  production: env.production,
  logger: env.production,
  trustProxy: process.env.TRUST_PROXY === '1',
});
await app.listen({ port: env.port, host: env.host });

const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`;
console.log(`/wps server on http://${env.host}:${env.port}/m/home — database: ${where}`);
if (seeded.length) console.log(`seeded: ${seeded.join(', ')}`);
if (!env.production) {
  console.log(`brands: ${[...brands.keys()].join(', ')} (pick one with ?brand=<id>)`);
  console.log('demo accounts (every brand):');
  for (const a of DEMO_ACCOUNTS) {
    const mobile = a.mobile ? `, mobile ${a.mobile.dialing} ${a.mobile.num}` : '';
    console.log(`  ${a.username.padEnd(7)} / ${a.password.padEnd(12)} type ${a.type}${mobile} — ${a.description}`);
  }
  console.log(
    `  invitation code ${DEMO_INVITATION_CODE}; trial accounts: GET /wps/member/trialuser; dev outbox: /__dev/outbox`,
  );
}

const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
