// npm run vendor:sim -- [--rounds 10000] [--concurrency 16] [--players 8] [--database-url postgres://…]
// Starts the reference server on a database of its own (in-memory PGlite, or the PostgreSQL given: it must be an
// empty or a throw-away database), configures a simulated vendor and members, plays the rounds over HTTP
// (scripts/vendorSim.ts) and checks the ledger and the betting record against the simulator's own totals.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadBrands } from '../src/brands/loadBrands';
import { buildServer } from '../src/buildServer';
import { openDb } from '../src/db/client';
import { gameVendors, ledgerEntries, ledgerTxns, users } from '../src/db/schema';
import { prepareDb } from '../src/db/setup';
import { TEST_SCRYPT } from '../src/services/passwords';
import { localDay } from '../src/services/records/reportRange';
import { runVendorSim } from './vendorSim';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '16' },
    players: { type: 'string', default: '8' },
    'database-url': { type: 'string' },
  },
});
const BRAND = 'lucky-peso';
const NODE = 100071; // a JILI slot
const START_CENTS = 10_000_000;

const brands = loadBrands();
const handle = await openDb({ databaseUrl: args['database-url'] });
await prepareDb(handle, brands, { scrypt: TEST_SCRYPT });
const { app, ctx } = await buildServer({ db: handle.db, brands, scrypt: TEST_SCRYPT, logLevel: 'warn' });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const run = randomBytes(3).toString('hex');
const vendorId = `sim-${run}`;
const secret = randomBytes(32).toString('hex');
await ctx.db
  .update(gameVendors)
  .set({ enabled: false })
  .where(sql`${gameVendors.codes} ? 'JILI'`);
await ctx.db.insert(gameVendors).values({
  id: vendorId,
  name: 'Vendor simulator',
  codes: ['JILI'],
  brands: [BRAND],
  launchUrl: 'https://vendor-sim.invalid/play',
  secret,
  createdAt: ctx.clock(),
});
const players = [];
for (let i = 0; i < Number(args.players); i++) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      brandId: BRAND,
      merchantCode: brands.get(BRAND)!.brand.merchantCode,
      username: `vsim${run}${i}`,
      passwordHash: await ctx.passwords.hash(randomBytes(12).toString('hex')),
      createdAt: ctx.clock(),
    })
    .returning();
  await ctx.wallet.credit({
    brandId: BRAND,
    userId: user!.id,
    cents: START_CENTS,
    kind: 'seed',
    key: `seed:vsim${run}${i}`,
  });
  players.push({ user: user!, token: await ctx.sessions.create(user!) });
}

const t = await runVendorSim({
  baseUrl,
  vendorId,
  secret,
  players: players.map((p) => ({ token: p.token, brand: BRAND })),
  nodeId: NODE,
  rounds: Number(args.rounds),
  concurrency: Number(args.concurrency),
  duplicateRate: 0.05,
  rollbackRate: 0.02,
  timeoutRate: 0.01,
  runId: run,
});

// The checks: every txn balances, one ledger txn per taken stake, win and returned stake, each balance as the
// simulator expects (cache = entries), and the betting record's totals = the simulator's per player.
const failures: string[] = [...t.problems];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const unbalanced = await ctx.db.execute(
  sql`select txn_id from ${ledgerEntries} group by txn_id having sum(amount_cents) <> 0`,
);
check((unbalanced as unknown as { rows: unknown[] }).rows.length === 0, 'a ledger txn does not sum to zero');
const keys = await ctx.db
  .select({ key: ledgerTxns.idempotencyKey })
  .from(ledgerTxns)
  .where(eq(ledgerTxns.scope, `vendor:${vendorId}`));
const count = (p: string) => keys.filter((k) => k.key.startsWith(p)).length;
check(count('debit:') === t.settled + t.refunded, `debit txns ${count('debit:')} ≠ ${t.settled + t.refunded}`);
check(count('credit:') === t.won, `credit txns ${count('credit:')} ≠ ${t.won}`);
check(count('rollback:') === t.refunded, `rollback txns ${count('rollback:')} ≠ ${t.refunded}`);
const report = { count: 0, stakeCents: 0, winCents: 0 };
const day = localDay(ctx.clock(), brands.get(BRAND)!.brand.timeZone ?? 'Asia/Manila');
for (const [i, p] of players.entries()) {
  const mine = t.players[i]!;
  const wallet = await ctx.ledger.accountId(BRAND, p.user.id);
  const balance = await ctx.ledger.balanceCents(wallet);
  check(balance === START_CENTS - mine.stakeCents + mine.winCents, `player ${p.user.id}: balance ${balance}`);
  check(balance === (await ctx.ledger.summedCents(wallet)), `player ${p.user.id}: cached balance ≠ entries`);
  const res = await fetch(`${baseUrl}/wps/record/bets?brand=${BRAND}&startDate=${day}&endDate=${day}&vendor=JILI`, {
    headers: { authorization: `Bearer ${p.token}` },
  });
  const totals = ((await res.json()) as { value: { totals: { count: number; stake: string; win: string } } }).value
    .totals;
  const cents = (m: string) => Math.round(Number(m) * 100);
  report.count += totals.count;
  report.stakeCents += cents(totals.stake);
  report.winCents += cents(totals.win);
  check(totals.count === mine.settled, `player ${p.user.id}: record ${totals.count} bets ≠ ${mine.settled}`);
  check(cents(totals.stake) === mine.stakeCents, `player ${p.user.id}: record stake ≠ simulator's`);
  check(cents(totals.win) === mine.winCents, `player ${p.user.id}: record win ≠ simulator's`);
}

const peso = (c: number) => (c / 100).toFixed(2);
console.log(`vendor simulator, ${handle.kind}: ${t.rounds} rounds in ${(t.ms / 1000).toFixed(1)} s`);
console.log(`  calls ${t.calls} (duplicated ${t.duplicates}, timed out ${t.timeouts}, retried ${t.retries})`);
console.log(
  `  settled ${t.settled} (won ${t.won}), rolled back ${t.rolledBack} (stake returned ${t.refunded}), refused ${t.refused}`,
);
console.log(
  `  simulator: stake ${peso(t.stakeCents)}, win ${peso(t.winCents)}, net ${peso(t.winCents - t.stakeCents)}`,
);
console.log(`  betting record: ${report.count} bets, stake ${peso(report.stakeCents)}, win ${peso(report.winCents)}`);
console.log(
  failures.length ? `FAILED:\n  ${failures.join('\n  ')}` : '  ledger and betting record agree with the simulator',
);
await app.close();
await handle.close();
process.exit(failures.length ? 1 : 0);
