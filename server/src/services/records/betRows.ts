// Writing settled bets: the `bets` rows and their `bet_hours` totals, always inside the transaction that moved the
// money (the caller's), so the records and the ledger never disagree.
import { sql } from 'drizzle-orm';
import { betHours, bets } from '../../db/schema';
import type { Tx } from '../ledger';

export interface SettledBet {
  brandId: string;
  userId: number;
  betNo: string;
  nodeId: number;
  vendor: string;
  category: string;
  stakeCents: number;
  winCents: number;
  source: 'demo' | 'feed';
  placedAt: Date;
  settledAt: Date;
  txnId: number;
}

const HOUR_MS = 3_600_000;

/** The stake that counts for turnover and rebates: a push (the stake paid back) counts nothing. */
export const validStakeOf = (stakeCents: number, winCents: number): number =>
  winCents === stakeCents ? 0 : stakeCents;

/** Inserts the bets and adds them to bet_hours (one statement each). */
export async function writeSettledBets(tx: Tx, list: SettledBet[]): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((b) => ({
    ...b,
    validStakeCents: validStakeOf(b.stakeCents, b.winCents),
    netCents: b.winCents - b.stakeCents,
    status: 'settled',
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(bets).values(rows.slice(i, i + 1000));
  await addBetHours(tx, rows);
}

type HourRow = Pick<
  typeof bets.$inferInsert,
  'brandId' | 'userId' | 'category' | 'vendor' | 'stakeCents' | 'validStakeCents' | 'winCents' | 'netCents'
> & { settledAt: Date };

/** Adds settled bets to bet_hours (one upsert per 1,000 rows); a vendor's bet is added when its credit settles it. */
export async function addBetHours(tx: Tx, rows: HourRow[]): Promise<void> {
  // One row per (member, hour, category, vendor): an upsert may not touch the same row twice in one statement.
  const totals = new Map<string, typeof betHours.$inferInsert>();
  for (const r of rows) {
    const hour = new Date(Math.floor(r.settledAt.getTime() / HOUR_MS) * HOUR_MS);
    const key = `${r.userId}|${hour.getTime()}|${r.category}|${r.vendor}`;
    const t = totals.get(key) ?? {
      brandId: r.brandId,
      userId: r.userId,
      hour,
      category: r.category,
      vendor: r.vendor,
      betCount: 0,
      stakeCents: 0,
      validStakeCents: 0,
      winCents: 0,
      netCents: 0,
    };
    t.betCount += 1;
    t.stakeCents += r.stakeCents;
    t.validStakeCents += r.validStakeCents;
    t.winCents += r.winCents;
    t.netCents += r.netCents;
    totals.set(key, t);
  }
  const all = [...totals.values()];
  for (let i = 0; i < all.length; i += 1000) {
    await tx
      .insert(betHours)
      .values(all.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [betHours.userId, betHours.hour, betHours.category, betHours.vendor],
        set: {
          betCount: sql`${betHours.betCount} + excluded.bet_count`,
          stakeCents: sql`${betHours.stakeCents} + excluded.stake_cents`,
          validStakeCents: sql`${betHours.validStakeCents} + excluded.valid_stake_cents`,
          winCents: sql`${betHours.winCents} + excluded.win_cents`,
          netCents: sql`${betHours.netCents} + excluded.net_cents`,
        },
      });
  }
}
