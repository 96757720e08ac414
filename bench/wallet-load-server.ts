// Child process of bench/wallet-load.ts: the reference server in production mode (PAY_SECRET from the parent, so
// deposits are open) on a temp PGlite (or BENCH_DATABASE_URL), on a random loopback port. Prepares what the load
// needs straight in the database: pending deposit orders and members with a session, a payment password, a card and
// a balance (the daily withdrawal limit is 5, so the withdraw run spreads over many members). The payment password is
// hashed with the test scrypt cost: the run measures the wallet, not scrypt (bench:api's login row does that).
// Prints "PORT <n>" and "SETUP <file>"; on a "CHECK" line on stdin prints "TOTALS <json>" (ledger totals).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { count, eq, sql } from 'drizzle-orm';
import { loadBrands } from '../server/src/brands/loadBrands';
import { buildServer } from '../server/src/buildServer';
import { openDb } from '../server/src/db/client';
import { bankCards, depositOrders, ledgerEntries, users, withdrawals } from '../server/src/db/schema';
import { prepareDb } from '../server/src/db/setup';
import { systemAccountId } from '../server/src/services/wallet/accounts';

const BRAND = 'lucky-peso';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2700);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const RUNS = 2; // 50 and 200 connections
const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

const dataDir = mkdtempSync(join(tmpdir(), 'wps-wallet-bench-'));
const brands = loadBrands();
const databaseUrl = process.env.BENCH_DATABASE_URL;
const handle = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
if (databaseUrl) await handle.dropAll();
await prepareDb(handle, brands, { demoAccounts: true, scrypt: TEST_SCRYPT });
const { app, ctx } = await buildServer({ db: handle.db, brands, production: true, scrypt: TEST_SCRYPT });
const db = handle.db;

const payPassword = '258147';
const payHash = await ctx.passwords.hash(payPassword);
const now = ctx.clock();

// Deposit orders: one member holds them all (written directly: the API allows 5 unpaid per member).
const [payer] = await db
  .insert(users)
  .values({ brandId: BRAND, merchantCode: 'LUCKYPESO', username: 'bench-payer', passwordHash: payHash, createdAt: now })
  .returning();
const orders: { id: string; payAmount: string }[][] = [];
for (let run = 0; run < RUNS; run++) {
  const rows = Array.from({ length: ORDERS }, (_, i) => ({
    id: `DB${run}${String(i).padStart(6, '0')}${randomBytes(2).toString('hex').toUpperCase()}`,
    brandId: BRAND,
    userId: payer!.id,
    method: 'EWALLET',
    channelId: 'GCASH',
    channelName: 'GCash',
    amountCents: 10_000,
    feeCents: 0,
    payAmountCents: 10_000,
    state: 'pending',
    idempotencyKey: `bench-${run}-${i}`,
    fingerprint: 'GCASH:10000',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(depositOrders).values(rows.slice(i, i + 500));
  orders.push(rows.map((r) => ({ id: r.id, payAmount: '100.00' })));
}

// Withdrawing members: a session, a card and ₱10,000 each.
const members: { token: string; cardId: number; userId: number }[][] = [];
for (let run = 0; run < RUNS; run++) {
  const list = [];
  for (let i = 0; i < MEMBERS; i++) {
    const [u] = await db
      .insert(users)
      .values({
        brandId: BRAND,
        merchantCode: 'LUCKYPESO',
        username: `bench-${run}-${i}`,
        passwordHash: payHash,
        paymentPasswordHash: payHash,
        createdAt: now,
      })
      .returning();
    const [card] = await db
      .insert(bankCards)
      .values({
        userId: u!.id,
        bankCode: 'BDO',
        accountNumber: `7${run}${String(i).padStart(8, '0')}`,
        holderName: 'Bench Member',
        createdAt: now,
      })
      .returning({ id: bankCards.id });
    await ctx.wallet.credit({
      brandId: BRAND,
      userId: u!.id,
      cents: 1_000_000,
      kind: 'deposit',
      key: `bench-seed-${u!.id}`,
    });
    list.push({ token: await ctx.sessions.create(u!), cardId: card!.id, userId: u!.id });
  }
  members.push(list);
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const setupFile = join(dataDir, 'setup.json');
writeFileSync(setupFile, JSON.stringify({ orders, members, payPassword, payerId: payer!.id }));
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
console.log(`SETUP ${setupFile}`);

async function totals() {
  const sums = await db
    .select({ total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.txnId);
  const [paid] = await db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.state, 'paid'));
  const [out] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)` })
    .from(withdrawals);
  const balances = await Promise.all(members.flat().map((m) => ctx.wallet.balanceCents(BRAND, m.userId)));
  return {
    unbalancedTxns: sums.filter((r) => Number(r.total) !== 0).length,
    payerBalanceCents: await ctx.wallet.balanceCents(BRAND, payer!.id),
    paidOrders: paid?.n ?? 0,
    pendingWithdrawalsCents: await ctx.ledger.balanceCents(
      await systemAccountId(db, BRAND, 'pending-withdrawals', ctx.clock()),
    ),
    withdrawals: out?.n ?? 0,
    withdrawalsCents: Number(out?.total ?? 0),
    membersBalanceCents: balances.reduce((a, c) => a + c, 0),
  };
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'CHECK') void totals().then((t) => console.log(`TOTALS ${JSON.stringify(t)}`));
});

process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
