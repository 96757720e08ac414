// Date ranges of the records and reports (issue 16), shared by the record screens and the server so both refuse the
// same periods. Days are YYYY-MM-DD in the brand's time zone; "today" is the brand's today.

/** How far back a report may start: today and the 89 days before it. */
export const RECORD_LOOKBACK_DAYS = 90;
/** The longest period one report covers, both ends included. */
export const RECORD_MAX_SPAN_DAYS = 31;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar day, else undefined ("2024-02-30" is not a day). */
export function dayNumber(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : undefined;
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  const d = dayNumber(day);
  if (d === undefined) throw new Error(`not a day: ${day}`);
  return new Date((d + n) * DAY_MS).toISOString().slice(0, 10);
}

export type RecordRangeProblem =
  | { code: 'record.date.invalid'; field: 'startDate' | 'endDate' }
  | { code: 'record.date.order' }
  | { code: 'record.date.span'; maxDays: number }
  | { code: 'record.date.too.old'; earliest: string };

/** Why a period cannot be reported (the server's failure code and value), or undefined when it can. */
export function recordRangeProblem(startDate: string, endDate: string, today: string): RecordRangeProblem | undefined {
  const start = dayNumber(startDate);
  if (start === undefined) return { code: 'record.date.invalid', field: 'startDate' };
  const end = dayNumber(endDate);
  if (end === undefined) return { code: 'record.date.invalid', field: 'endDate' };
  if (start > end) return { code: 'record.date.order' };
  if (end - start + 1 > RECORD_MAX_SPAN_DAYS) return { code: 'record.date.span', maxDays: RECORD_MAX_SPAN_DAYS };
  const earliest = addDays(today, -(RECORD_LOOKBACK_DAYS - 1));
  if (startDate < earliest) return { code: 'record.date.too.old', earliest };
  return undefined;
}
