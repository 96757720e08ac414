// A report's period: two brand-local days (inclusive) checked by the shared rules (common/recordRange.ts) and turned
// into the instants [from, to) the queries compare with.
import { recordRangeProblem } from '@common/recordRange';
import type { AppContext } from '../../context';
import { zoneOffsetMs } from '../wallet/localTime';
import { RECORD_FAIL } from './reportFailures';

export interface Period {
  from: Date;
  to: Date;
  timeZone: string;
}

/** The brand's time zone (brand.json `timeZone`, default Asia/Manila). */
export function brandTimeZone(ctx: Pick<AppContext, 'brands'>, brandId: string): string {
  return ctx.brands.get(brandId)?.brand.timeZone ?? 'Asia/Manila';
}

/** The zone's calendar day of an instant, YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 10);
}

/** The instant a zone-local day begins (twice refined, so a day that starts at a DST change is right too). */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let at = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  at = midnightUtc - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at);
}

/** The period of startDate…endDate, or the SPEC-style refusal (record.date.*). */
export function reportPeriod(ctx: AppContext, brandId: string, startDate: string, endDate: string): Period {
  const timeZone = brandTimeZone(ctx, brandId);
  const problem = recordRangeProblem(startDate, endDate, localDay(ctx.clock(), timeZone));
  if (problem) throw RECORD_FAIL.range(problem);
  const next = new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: startOfDay(startDate, timeZone), to: startOfDay(next, timeZone), timeZone };
}
