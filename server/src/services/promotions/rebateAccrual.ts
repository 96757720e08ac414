// The one rebate computation behind the manual rebate, its claim and the rebate report, so their figures agree.
// A settled bet is either paid by one claim (rebate_claim_bets) or unclaimed; a bet the vendor feed delivers late
// is simply unclaimed until the next claim. Per claim (or the unclaimed rest) and category:
//   rebate = floor(sum(valid stake) × rateBps / 10000) centavos
// at the rate stored with the claim (claimed) or today's brand rate (unclaimed).
import { rebateCategorySql } from '../records/rebateCategorySql';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RebateLine, RebateSettings } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { Db } from '../../db/client';
import { bets, rebateClaimBets, rebateClaims } from '../../db/schema';
import type { Tx } from '../ledger';

/** Bets carry the game type (RNG, LIVE, …); rebates go by the SPEC's categories (common/betCategories.ts). */
const rebateCategory = rebateCategorySql(bets.category) as SQL<string>;

export type Category = RebateLine['category'];
export const CATEGORIES: Category[] = ['lottery', 'slots', 'fish', 'live', 'sports', 'esports', 'poker'];

/** A claim's stored line (rebate_claims.lines). */
export interface StoredLine {
  category: Category;
  rateBps: number;
  validStakeCents: number;
  rebateCents: number;
}

export const rebateOf = (validStakeCents: number, rateBps: number) => Math.floor((validStakeCents * rateBps) / 10000);

/** The member's latest claim (its until starts the open period). */
export async function lastClaim(db: Db | Tx, userId: number) {
  const [row] = await db
    .select()
    .from(rebateClaims)
    .where(eq(rebateClaims.userId, userId))
    .orderBy(desc(rebateClaims.until), desc(rebateClaims.id))
    .limit(1);
  return row;
}

const mine = (brandId: string, userId: number) =>
  and(eq(bets.brandId, brandId), eq(bets.userId, userId), eq(bets.status, 'settled'));
const unclaimed = sql`not exists (select 1 from ${rebateClaimBets} where ${rebateClaimBets.betId} = ${bets.id})`;
const stakeSum = sql<string>`coalesce(sum(${bets.validStakeCents}), 0)`;

/** Valid stake of the member's settled bets no claim has paid yet, by category. */
export async function unclaimedStakes(db: Db | Tx, brandId: string, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: rebateCategory, stake: stakeSum })
    .from(bets)
    .where(and(mine(brandId, userId), unclaimed))
    .groupBy(rebateCategory);
  return new Map(rows.map((r) => [r.category, Number(r.stake)]));
}

/** Marks every unclaimed settled bet of the member as paid by the claim; returns their valid stake by category. */
export async function claimBets(
  tx: Tx,
  claimId: number,
  brandId: string,
  userId: number,
): Promise<Map<string, number>> {
  await tx.insert(rebateClaimBets).select(
    tx
      .select({ betId: bets.id, claimId: sql<number>`${claimId}::int`.as('claim_id') })
      .from(bets)
      .where(and(mine(brandId, userId), unclaimed)),
  );
  const rows = await tx
    .select({ category: rebateCategory, stake: stakeSum })
    .from(rebateClaimBets)
    .innerJoin(bets, eq(bets.id, rebateClaimBets.betId))
    .where(eq(rebateClaimBets.claimId, claimId))
    .groupBy(rebateCategory);
  return new Map(rows.map((r) => [r.category, Number(r.stake)]));
}

/** Lines of every rebate category at the given rates (categories without bets show zero). */
export function linesAt(stakes: Map<string, number>, rates: RebateSettings['rates']): StoredLine[] {
  return CATEGORIES.map((category) => {
    const validStakeCents = stakes.get(category) ?? 0;
    const rateBps = rates[category];
    return { category, rateBps, validStakeCents, rebateCents: rebateOf(validStakeCents, rateBps) };
  });
}

export const lineView = (l: StoredLine): RebateLine => ({
  category: l.category,
  rateBps: l.rateBps,
  validBet: centsToDecimal(l.validStakeCents),
  rebate: centsToDecimal(l.rebateCents),
});

export const totalOf = (lines: StoredLine[]) => lines.reduce((sum, l) => sum + l.rebateCents, 0);

/** Valid stake of the member's bets settled in [from, to), grouped by the claim that paid them (null: unclaimed). */
export async function stakeByClaim(
  db: Db | Tx,
  brandId: string,
  userId: number,
  from: Date,
  to: Date,
): Promise<{ claimId: number | null; category: string; stake: number }[]> {
  const rows = await db
    .select({ claimId: rebateClaimBets.claimId, category: rebateCategory, stake: stakeSum })
    .from(bets)
    .leftJoin(rebateClaimBets, eq(rebateClaimBets.betId, bets.id))
    .where(and(mine(brandId, userId), gte(bets.settledAt, from), lt(bets.settledAt, to)))
    .groupBy(rebateClaimBets.claimId, rebateCategory);
  return rows.map((r) => ({ claimId: r.claimId, category: r.category, stake: Number(r.stake) }));
}
