// Report periods: brand-local calendar days ("YYYY-MM-DD" in the brand's time zone) turned into [from, to) instants.
import { AGENT_MAX_DAYS_BACK, AGENT_MAX_PERIOD_DAYS } from '@common/agentPeriod';
import type { AppContext } from '../../context';
import { zoneOffsetMs } from '../wallet/localTime';
import { AGENT_FAIL } from './failures';

export const MAX_PERIOD_DAYS = AGENT_MAX_PERIOD_DAYS;
const DAY_MS = 24 * 3600 * 1000;

export interface Period {
  from: Date;
  /** Exclusive: the start of the day after endDate. */
  to: Date;
  startDate: string;
  endDate: string;
  timeZone: string;
}

export const timeZoneOf = (ctx: AppContext, brandId: string) =>
  ctx.brands.get(brandId)?.brand.timeZone ?? 'Asia/Manila';

/** The brand-local day of an instant, "YYYY-MM-DD". */
export function localDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" that is a real date, else undefined. */
function dayNumber(day: string): number | undefined {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return undefined;
  return ms / DAY_MS;
}

/** The instant a brand-local day begins (the zone's offset checked at that instant, so DST zones work too). */
export function localDayStart(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/** The day after a "YYYY-MM-DD". */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Checks and resolves a period: default today, endDate default startDate, at most `maxDays` days, starting at most
 * AGENT_MAX_DAYS_BACK days before today (the agent centre's picker offers the same, common/agentPeriod.ts).
 */
export function parsePeriod(
  ctx: AppContext,
  brandId: string,
  startDate: string | undefined,
  endDate: string | undefined,
  maxDays = MAX_PERIOD_DAYS,
): Period {
  const timeZone = timeZoneOf(ctx, brandId);
  const today = localDay(ctx.clock(), timeZone);
  const start = startDate ?? today;
  const end = endDate ?? start;
  const a = dayNumber(start);
  const b = dayNumber(end);
  if (a === undefined || b === undefined) throw AGENT_FAIL.period('not a calendar day');
  if (b < a) throw AGENT_FAIL.period('endDate before startDate');
  if (b - a + 1 > maxDays) throw AGENT_FAIL.period(`more than ${maxDays} days`);
  if (a < dayNumber(today)! - AGENT_MAX_DAYS_BACK)
    throw AGENT_FAIL.period(`starts more than ${AGENT_MAX_DAYS_BACK} days ago`);
  return {
    from: localDayStart(start, timeZone),
    to: localDayStart(nextDay(end), timeZone),
    startDate: start,
    endDate: end,
    timeZone,
  };
}
