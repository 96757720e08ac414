// Brand-local calendar periods (day, week from Monday, month) as instants [start, end).
import { addDays, dayNumber } from '@common/recordRange';
import { localDay, startOfDay } from '../records/reportRange';

export type PeriodKind = 'day' | 'week' | 'month';

/** The period of `kind` that holds `at`, in the zone. */
export function currentPeriod(at: Date, timeZone: string, kind: PeriodKind): { start: Date; end: Date } {
  const today = localDay(at, timeZone);
  let first = today;
  let next = addDays(today, 1);
  if (kind === 'week') {
    // 1970-01-01 was a Thursday: day number 0 → weekday 3 counted from Monday.
    const fromMonday = (dayNumber(today)! + 3) % 7;
    first = addDays(today, -fromMonday);
    next = addDays(first, 7);
  } else if (kind === 'month') {
    first = `${today.slice(0, 7)}-01`;
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  }
  return { start: startOfDay(first, timeZone), end: startOfDay(next, timeZone) };
}
