// Demo history for the records screens (issue 16), only with the demo accounts and only when asked (demoHistory:
// dev tools and e2e, never the plain server tests): for each brand's demo members about 60 days of deposit orders
// (paid, failed, expired), a few withdrawals (paid, rejected, pending) and ~2,000 vendor-feed bets, written
// set-based (a dozen statements per member) with the same ledger txns, keys and refs as the live services.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BrandFile } from '../../brands/loadBrands';
import { channelsOf } from '../../content/paymentMethods';
import { HOUSE_USER_ID, Ledger } from '../../services/ledger';
import { feedNodeIds } from '../../services/records/gameIndex';
import { generateFeedBets } from '../../services/records/vendorFeed';
import { bankCards, ledgerAccounts, ledgerEntries, ledgerTxns, seedMarks, users } from '../schema';
import { systemAccountId } from '../../services/wallet/accounts';
import { planHistory } from './historyPlan';
import { writeHistory } from './historyWrite';
import type { SeedDeps } from './seedBrand';

export const RECORDS_HISTORY_SEED = 'records-history-v1';

/** Who gets a history, and how many feed bets it is drawn from (those above the balance are refused). */
export const HISTORY_MEMBERS = [
  { username: 'demo', bets: 2000 },
  { username: 'type0', bets: 300 },
] as const;

export const HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;

const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** Runs the history seed once per brand (marked in seed_marks); returns what ran. */
export async function runDemoHistorySeed(deps: SeedDeps, file: BrandFile): Promise<string[]> {
  const brandId = file.brand.id;
  const where = and(eq(seedMarks.brandId, brandId), eq(seedMarks.name, RECORDS_HISTORY_SEED));
  if ((await deps.db.select({ name: seedMarks.name }).from(seedMarks).where(where)).length) return [];
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as SeedDeps['db'];
    await seedDemoHistory({ ...deps, db, ledger: new Ledger(db, deps.clock) }, file);
    await tx.insert(seedMarks).values({ brandId, name: RECORDS_HISTORY_SEED, seededAt: deps.clock() });
  });
  return [`${brandId} ${RECORDS_HISTORY_SEED}`];
}

/** The history of every HISTORY_MEMBERS account of the brand (deps.db should be a transaction). */
export async function seedDemoHistory(deps: SeedDeps, file: BrandFile): Promise<void> {
  for (const m of HISTORY_MEMBERS) await seedMember(deps, file, m.username, m.bets);
}

async function seedMember(deps: SeedDeps, file: BrandFile, username: string, betCount: number) {
  const { db, clock } = deps;
  const brandId = file.brand.id;
  const [user] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.username, username)));
  if (!user) return;
  const ledger = new Ledger(db, clock);
  const wallet = await ledger.accountId(brandId, user.id);
  // Only a member with nothing but a starting balance: a past written behind live movements would break the order
  // of the running balance.
  const [moved] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(eq(ledgerEntries.accountId, wallet), ne(ledgerTxns.kind, 'seed')));
  if ((moved?.n ?? 0) > 0) return;

  const now = clock();
  const to = new Date(now.getTime() - 3_600_000);
  const from = new Date(to.getTime() - HISTORY_DAYS * DAY_MS);
  // The starting balance came first: a day before the history.
  const own = db.select({ id: ledgerEntries.txnId }).from(ledgerEntries).where(eq(ledgerEntries.accountId, wallet));
  await db
    .update(ledgerTxns)
    .set({ createdAt: new Date(from.getTime() - DAY_MS) })
    .where(and(eq(ledgerTxns.kind, 'seed'), inArray(ledgerTxns.id, own)));
  const startBalanceCents = await ledger.balanceCents(wallet);
  const seed = seedOf(`${brandId}:${username}`);
  const bets = generateFeedBets({
    brandId,
    userIds: [user.id],
    nodeIds: feedNodeIds(),
    from,
    to,
    count: betCount,
    seed,
  });
  const plan = planHistory({ startBalanceCents, from, to, bets, channels: channelsOf(brandId), seed: seed + 1 });

  const card = plan.withdrawals.length
    ? (
        await db
          .insert(bankCards)
          .values({
            userId: user.id,
            bankCode: 'GCASH',
            accountNumber: `0917${String(user.id).padStart(7, '0')}`,
            holderName: user.nickname ?? username,
            createdAt: new Date(from.getTime() - DAY_MS),
            // Used for the past withdrawals, then removed: the security centre starts without a bound card.
            removedAt: to,
          })
          .returning()
      )[0]
    : undefined;
  await writeHistory(db, {
    brandId,
    userId: user.id,
    wallet,
    house: await ledger.accountId(brandId, HOUSE_USER_ID),
    pending: await systemAccountId(db, brandId, 'pending-withdrawals', now),
    outside: await systemAccountId(db, brandId, 'outside', now),
    card,
    plan,
  });
  await db
    .update(ledgerAccounts)
    .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${plan.endBalanceCents - startBalanceCents}` })
    .where(eq(ledgerAccounts.id, wallet));
}
