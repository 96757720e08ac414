// Child process of bench/api-load.ts: the reference server in production mode on a temp PGlite, on a random
// loopback port (or BENCH_DATABASE_URL), with rate limits raised so the benchmark measures the work, not the 429s. Prints "PORT <n>".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadBrands } from '../server/src/brands/loadBrands';
import { buildServer } from '../server/src/buildServer';
import { openDb } from '../server/src/db/client';
import { prepareDb } from '../server/src/db/setup';

const unlimited = { max: 1e9, windowSeconds: 60 };
const dataDir = mkdtempSync(join(tmpdir(), 'wps-bench-'));
const brands = loadBrands();
// BENCH_DATABASE_URL: benchmark a (throw-away!) PostgreSQL database instead; it is dropped and reseeded.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const handle = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
if (databaseUrl) await handle.dropAll();
// The load signs in as the demo accounts: seeded here (a throw-away database), never by default.
await prepareDb(handle, brands, { demoAccounts: true });
const { app } = await buildServer({
  db: handle.db,
  brands,
  // The app's HTML (GET /m/home) needs a build: dist/, or DIST_DIR.
  distDir: process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : undefined,
  production: true,
  rateLimits: { login: unlimited, register: unlimited, sms: unlimited, captcha: unlimited },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);

process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
