import dayjs from 'dayjs';
import { DEFAULT_TIME_ZONE, formatBrandDate } from '../i18n/formatDate';

/** The quick choices of a report's period; `custom` is two dates the player picks. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A period of whole calendar days in the brand's time zone, both ends included, as YYYY-MM-DD. */
export interface DateRange {
  preset: RangePreset;
  from: string;
  to: string;
}

/**
 * What the server accepts: at most `maxDays` days in one period, starting no earlier than `maxDaysBack` days before
 * today (a server keeping "90 days, today included" has maxDaysBack 89).
 */
export interface RangeLimits {
  maxDays: number;
  maxDaysBack: number;
}

/** Why a custom period is refused (each has a text under `dateRange.problem.<key>`). */
export type RangeProblem = 'missing' | 'order' | 'future' | 'tooOld' | 'tooLong';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar arithmetic on YYYY-MM-DD, in UTC so no daylight-saving hour can move a day. */
export function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** Days from `from` to `to`, both included (the same day is 1). */
export function daysInRange(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;
}

/** A brand-local day as shown (MM/DD/YYYY, SPEC §9's date format); it is a calendar date already, so no zone. */
export function formatDay(day: string, format = 'MM/DD/YYYY'): string {
  return dayjs.utc(day).format(format);
}

/** Today's date in the brand's zone (SPEC: dates in the brand zone, not the phone's). */
export function brandToday(now: number, timeZone = DEFAULT_TIME_ZONE): string {
  return formatBrandDate(now, 'YYYY-MM-DD', timeZone);
}

/** The period a quick choice means today; `custom` starts as today. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { preset, from: day, to: day };
    }
    case 'last7':
      return { preset, from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { preset, from: `${today.slice(0, 8)}01`, to: today };
    case 'today':
    case 'custom':
      return { preset, from: today, to: today };
  }
}

/** The earliest day a period may start on. */
export function earliestDay(today: string, limits: RangeLimits): string {
  return addDays(today, -limits.maxDaysBack);
}

/** Whether a period is one the server accepts; the first problem found, or undefined. */
export function rangeProblem(from: string, to: string, today: string, limits: RangeLimits): RangeProblem | undefined {
  if (!DAY.test(from) || !DAY.test(to)) return 'missing';
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (from < earliestDay(today, limits)) return 'tooOld';
  if (daysInRange(from, to) > limits.maxDays) return 'tooLong';
  return undefined;
}

/**
 * A quick choice clipped to the limits (a brand allowing 3 days makes "last 7 days" its last 3), so every preset
 * asks the server for a period it accepts.
 */
export function clampRange(range: DateRange, today: string, limits: RangeLimits): DateRange {
  const earliest = earliestDay(today, limits);
  let from = range.from < earliest ? earliest : range.from;
  const to = range.to > today ? today : range.to;
  if (daysInRange(from, to) > limits.maxDays) from = addDays(to, -(limits.maxDays - 1));
  return { ...range, from, to };
}
