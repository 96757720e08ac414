// Sums of settled bets over a period, for the betting record's totals and profit and loss. They come from bet_hours
// (settled bets summed per member, UTC hour, category and vendor, written with each bet) whenever the period is whole
// hours (every brand-local day of a whole-hour time zone), so a 31-day total reads at most 744 rows per vendor
// instead of every bet; otherwise from the bets themselves.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { betHours, bets } from '../../db/schema';
import { money } from './reportPage';
import type { Period } from './reportRange';

const HOUR_MS = 3_600_000;

export interface BetFilter {
  category?: string;
  vendor?: string;
  status?: string;
}

export interface Sums {
  count: string;
  stake: string;
  validStake: string;
  win: string;
  net: string;
}

/** Totals as the API sends them. */
export function betTotals(s: Sums | undefined) {
  return {
    count: Number(s?.count ?? 0),
    stake: money(s?.stake),
    validStake: money(s?.validStake),
    win: money(s?.win),
    net: money(s?.net),
  };
}

const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** The sum columns over bet_hours or over settled bets. */
export function sumColumns(fromHours: boolean) {
  return fromHours
    ? {
        count: total(betHours.betCount),
        stake: total(betHours.stakeCents),
        validStake: total(betHours.validStakeCents),
        win: total(betHours.winCents),
        net: total(betHours.netCents),
      }
    : {
        count: sql<string>`count(*)::text`,
        stake: total(bets.stakeCents),
        validStake: total(bets.validStakeCents),
        win: total(bets.winCents),
        net: total(bets.netCents),
      };
}

/** Whether bet_hours can answer for this period and filter. */
export function hoursAnswer(p: Period, f: BetFilter = {}): boolean {
  const whole = p.from.getTime() % HOUR_MS === 0 && p.to.getTime() % HOUR_MS === 0;
  return whole && (f.status === undefined || f.status === 'settled');
}

/** The WHERE of settled bets of the member in the period (on bet_hours or bets). */
export function settledWhere(m: { id: number; brandId: string }, p: Period, fromHours: boolean, f: BetFilter = {}) {
  if (fromHours)
    return and(
      eq(betHours.userId, m.id),
      eq(betHours.brandId, m.brandId),
      gte(betHours.hour, p.from),
      lt(betHours.hour, p.to),
      f.category ? eq(betHours.category, f.category) : undefined,
      f.vendor ? eq(betHours.vendor, f.vendor) : undefined,
    ) as SQL;
  return and(
    eq(bets.userId, m.id),
    eq(bets.brandId, m.brandId),
    gte(bets.settledAt, p.from),
    lt(bets.settledAt, p.to),
    eq(bets.status, 'settled'),
    f.category ? eq(bets.category, f.category) : undefined,
    f.vendor ? eq(bets.vendor, f.vendor) : undefined,
  ) as SQL;
}

/** Totals of the settled bets of the period and filter (a status other than settled has none). */
export async function settledTotals(ctx: AppContext, m: { id: number; brandId: string }, p: Period, f: BetFilter) {
  if (f.status !== undefined && f.status !== 'settled') return betTotals(undefined);
  const fromHours = hoursAnswer(p, f);
  const [row] = await ctx.db
    .select(sumColumns(fromHours))
    .from(fromHours ? betHours : bets)
    .where(settledWhere(m, p, fromHours, f));
  return betTotals(row);
}
