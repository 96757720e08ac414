import { loadBrands } from '../brands/loadBrands';
import { readEnv } from '../config';
import { openDb } from './client';
import { prepareDb } from './setup';

/**
 * npm run db:reset — drops every table of the configured database (PGlite folder or DATABASE_URL) and reseeds; the
 * demo accounts only with SEED_DEMO=1 or DEV_TOOLS=1 (as at start).
 */
const env = readEnv();
const brands = loadBrands();
const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
await handle.dropAll();
const seeded = await prepareDb(handle, brands, { demoAccounts: env.seedDemo });
await handle.close();
console.log(`database reset; seeded ${seeded.join(', ')}`);
