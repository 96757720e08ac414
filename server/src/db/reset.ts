import { loadBrands } from '../brands/loadBrands';
import { readEnv } from '../config';
import { openDb } from './client';
import { prepareDb } from './setup';

/** npm run db:reset — drops every table of the configured database (PGlite folder or DATABASE_URL) and reseeds. */
const env = readEnv();
const brands = loadBrands();
const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
await handle.dropAll();
const seeded = await prepareDb(handle, brands);
await handle.close();
console.log(`database reset; seeded ${seeded.join(', ')}`);
