import { useEffect, useState } from 'react';
import { RECORD_RANGE_LIMITS } from './reportLimits';
import { initialRange, useBrandToday } from '../../ui/DateRangePicker';
import type { RangePreset } from '../../ui/dateRange';
import { ReportStore, type ReportFetch } from './ReportStore';

/** Reports open on the last 7 days: a week of activity without a tap, and every preset is one tap away. */
export const DEFAULT_PRESET: RangePreset = 'last7';

/**
 * A report screen's store, made once per screen with the default period as of today in the brand's zone, and its
 * first page loaded after mounting (never during a server render).
 */
export function useReportStore<T, F extends object, S>(
  fetchPage: ReportFetch<T, F, S>,
  filters: F,
  keyOf?: (item: T) => unknown,
): { store: ReportStore<T, F, S>; today: string } {
  const today = useBrandToday();
  const [store] = useState(
    () =>
      new ReportStore<T, F, S>(
        fetchPage,
        { range: initialRange(today, RECORD_RANGE_LIMITS, DEFAULT_PRESET), filters },
        keyOf,
      ),
  );
  useEffect(() => {
    store.restart();
  }, [store]);
  return { store, today };
}
