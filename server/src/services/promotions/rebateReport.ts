// My rebate (PLYRBT): the rebate of the member's settled bets over brand-local days, by category, split into claimed
// (at the rate of its claim) and unclaimed (today's rate). Same computation as the manual rebate (rebateAccrual.ts):
// a range that holds whole claim periods shows exactly the amounts those claims paid.
import { inArray } from 'drizzle-orm';
import type { RebateReportQuery, RebateReportReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { rebateClaims } from '../../db/schema';
import { brandTimeZone, localDay, reportPeriod } from '../records/reportRange';
import type { Member } from './apply';
import { promoSettings } from './promoSettings';
import { CATEGORIES, rebateOf, stakeByClaim, type StoredLine } from './rebateAccrual';

interface Sums {
  validStakeCents: number;
  claimedCents: number;
  unclaimedCents: number;
}

/** The report for startDate…endDate (default: the brand's today). */
export async function rebateReport(
  ctx: AppContext,
  member: Member,
  query: RebateReportQuery,
): Promise<RebateReportReply> {
  const today = localDay(ctx.clock(), brandTimeZone(ctx, member.brandId));
  const startDate = query.startDate ?? query.endDate ?? today;
  const endDate = query.endDate ?? startDate;
  const period = reportPeriod(ctx, member.brandId, startDate, endDate);
  const { rebate } = await promoSettings(ctx, member.brandId);
  const groups = await stakeByClaim(ctx.db, member.brandId, member.id, period.from, period.to);
  const claimIds = [...new Set(groups.map((g) => g.claimId).filter((id): id is number => id !== null))];
  const claimRates = new Map<number, Map<string, number>>();
  if (claimIds.length) {
    const claims = await ctx.db
      .select({ id: rebateClaims.id, lines: rebateClaims.lines })
      .from(rebateClaims)
      .where(inArray(rebateClaims.id, claimIds));
    for (const c of claims)
      claimRates.set(c.id, new Map((c.lines as StoredLine[]).map((l) => [l.category, l.rateBps])));
  }
  const sums = new Map<string, Sums>(
    CATEGORIES.map((c) => [c, { validStakeCents: 0, claimedCents: 0, unclaimedCents: 0 }]),
  );
  for (const g of groups) {
    const s = sums.get(g.category);
    if (!s) continue; // a category without a rebate rate
    s.validStakeCents += g.stake;
    if (g.claimId === null)
      s.unclaimedCents += rebateOf(g.stake, rebate.rates[g.category as keyof typeof rebate.rates]);
    else s.claimedCents += rebateOf(g.stake, claimRates.get(g.claimId)?.get(g.category) ?? 0);
  }
  const lines = CATEGORIES.map((category) => {
    const s = sums.get(category)!;
    return {
      category,
      rateBps: rebate.rates[category],
      validBet: centsToDecimal(s.validStakeCents),
      rebate: centsToDecimal(s.claimedCents + s.unclaimedCents),
      claimed: centsToDecimal(s.claimedCents),
      unclaimed: centsToDecimal(s.unclaimedCents),
    };
  });
  const all = [...sums.values()];
  const add = (pick: (s: Sums) => number) => all.reduce((n, s) => n + pick(s), 0);
  return {
    startDate,
    endDate,
    lines,
    total: {
      validBet: centsToDecimal(add((s) => s.validStakeCents)),
      rebate: centsToDecimal(add((s) => s.claimedCents + s.unclaimedCents)),
      claimed: centsToDecimal(add((s) => s.claimedCents)),
      unclaimed: centsToDecimal(add((s) => s.unclaimedCents)),
    },
  };
}
