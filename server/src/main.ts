import { loadBrands } from './brands/loadBrands';
import { buildServer } from './buildServer';
import { ConfigError, readEnv, type EnvConfig } from './config';
import { openDb } from './db/client';
import { prepareDb } from './db/setup';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from './db/seed/demoAccounts';
import { DEMO_OPERATORS } from './db/seed/opsSeed';
import { brandsWithPublicDemoPassword } from './db/seed/leftoverDemo';
import { Passwords, PRODUCTION_SCRYPT, TEST_SCRYPT } from './services/passwords';
import { PRODUCTION_POW, TEST_POW } from './services/captchaPow';
import { feedSeconds, startFeedJob } from './services/records/feedJob';
import { messagesWarnings } from './services/messages/config';
import { startVipReview } from './services/vip/review';
import { startAgentPayouts } from './services/agent/payouts';

/** The environment, or exit 1 with the reason (DEV_TOOLS=1 with NODE_ENV=production is refused). */
function envOrExit(): EnvConfig {
  try {
    return readEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n✖ The /wps server refuses to start: ${error.message}\n`);
    process.exit(1);
  }
}

/** A banner nobody can miss: the dev tools give every account away to whoever reaches the server. */
function devToolsBanner(host: string): string {
  const lines = [
    'DEVELOPMENT TOOLS ARE ON (--dev-tools / DEV_TOOLS=1)',
    '/__dev/outbox shows every SMS code, password-reset link and captcha answer;',
    'demo players and console operators have public passwords (the demo owner can publish any brand in /ops).',
    'Never expose this server: for a real deployment run NODE_ENV=production without them.',
    ...(host === '127.0.0.1' || host === 'localhost' || host === '::1'
      ? []
      : [`HOST=${host} is not loopback: other machines can reach these tools!`]),
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 6;
  const bar = '!'.repeat(width);
  return ['', bar, ...lines.map((l) => `!! ${l.padEnd(width - 6)} !!`), bar, ''].join('\n');
}

const env = envOrExit();
const brands = loadBrands();
const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const scrypt = env.testScrypt ? TEST_SCRYPT : PRODUCTION_SCRYPT;
const seeded = await prepareDb(handle, brands, { demoAccounts: env.seedDemo, demoHistory: env.seedDemo, scrypt });
const { app, ctx, health } = await buildServer({
  db: handle.db,
  brands,
  defaultBrand: env.defaultBrand,
  distDir: env.distDir,
  production: env.production,
  devTools: env.devTools,
  behindHttps: env.behindHttps,
  logLevel: env.logLevel,
  trustProxy: env.trustProxy,
  scrypt,
  pow: env.testPow ? TEST_POW : PRODUCTION_POW,
  opsSecretKey: env.opsSecretKey,
  metricsToken: env.metricsToken,
  // Instances on one PostgreSQL count limits together; the embedded PGlite is one instance.
  sharedLimits: handle.kind === 'postgres',
  poolStats: handle.poolStats,
  messages: env.messages,
});
await app.listen({ port: env.port, host: env.host });
// The simulated vendor feed keeps the demo members' records growing (dev tools only; FEED_SECONDS=0 turns it off).
const stopFeed = env.devTools && feedSeconds() > 0 ? startFeedJob(ctx, feedSeconds()) : undefined;
// VIP levels move: an hourly review, once per tick however many instances run (services/vip/review.ts).
const stopVipReview = startVipReview(ctx);
// Agent earnings are paid: an hourly settlement of the periods that are over (services/agent/payouts.ts).
const stopAgentPayouts = startAgentPayouts(ctx);

const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`;
console.log(`/wps server on http://${env.host}:${env.port}/m/home — database: ${where}`);
console.log(`operator console on http://${env.host}:${env.port}/ops (docs/operations.md, "The console")`);
if (seeded.length) console.log(`seeded: ${seeded.join(', ')}`);
if (!env.production) console.log(`brands: ${[...brands.keys()].join(', ')} (pick one with ?brand=<id>)`);
if (env.seedDemo) {
  console.log('demo accounts (every brand):');
  for (const a of DEMO_ACCOUNTS) {
    const mobile = a.mobile ? `, mobile ${a.mobile.dialing} ${a.mobile.num}` : '';
    console.log(`  ${a.username.padEnd(7)} / ${a.password.padEnd(12)} type ${a.type}${mobile} — ${a.description}`);
  }
  console.log(`  invitation code ${DEMO_INVITATION_CODE}; trial accounts: GET /wps/member/trialuser`);
  console.log(`demo console operators (every brand; sign in at http://${env.host}:${env.port}/ops):`);
  for (const o of DEMO_OPERATORS)
    console.log(`  ${o.username.padEnd(8)} / ${o.password.padEnd(14)} ${o.role.padEnd(7)} — ${o.description}`);
} else {
  const leftover = await brandsWithPublicDemoPassword(handle.db, new Passwords(PRODUCTION_SCRYPT));
  if (leftover.length)
    console.warn(
      `\n!! Demo accounts with their public passwords exist in ${leftover.join(', ')}: anyone can sign in as them.` +
        '\n!! Delete them, or reset the database (npm run db:reset) without SEED_DEMO / DEV_TOOLS.\n',
    );
}
if (env.devTools) console.warn(devToolsBanner(env.host));
for (const warning of messagesWarnings(env.messages, env.devTools)) console.warn(`!! ${warning}`);

// A shutdown turns /readyz to 503 first and waits a probe interval, so the balancer stops sending here; then
// app.close() stops accepting, answers new requests on open connections 503, and lets in-flight requests finish.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  health.drain();
  if (env.drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, env.drainSeconds * 1000));
  await stopFeed?.();
  await stopVipReview();
  await stopAgentPayouts();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
