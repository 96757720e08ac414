import { RECORD_LOOKBACK_DAYS, RECORD_MAX_SPAN_DAYS } from '@common/recordRange';

/** The period every report asks for: brand-local days, both included (schemas/api/records.api.json). */
export interface RecordPeriod {
  startDate: string;
  endDate: string;
}

/**
 * What the records server accepts (common/recordRange.ts, the server's own rule): at most 31 days in one period,
 * starting within the last 90 days, today included.
 */
export const RECORD_RANGE_LIMITS = { maxDays: RECORD_MAX_SPAN_DAYS, maxDaysBack: RECORD_LOOKBACK_DAYS - 1 } as const;

/** Rows per page of every report. */
export const RECORD_PAGE_SIZE = 20;
