import { useMemo } from 'react';
import { brandDaysBetween, DEFAULT_TIME_ZONE, formatBrandDate } from '../i18n/formatDate';
import { useStores } from './StoresContext';

export interface BrandTime {
  timeZone: string;
  /** A moment as a date (default MM/DD/YYYY) in the brand's zone. */
  formatDate: (ms: number, format?: string) => string;
  /** Whole calendar days since `ms` in the brand's zone (0 on the same day). */
  daysSince: (ms: number, now?: number) => number;
}

/** Dates in the brand's time zone (brand.timeZone, default Asia/Manila). */
export function useBrandTime(): BrandTime {
  const { settings } = useStores();
  const timeZone = settings.brand.timeZone ?? DEFAULT_TIME_ZONE;
  return useMemo(
    () => ({
      timeZone,
      formatDate: (ms, format) => formatBrandDate(ms, format, timeZone),
      daysSince: (ms, now = Date.now()) => brandDaysBetween(ms, now, timeZone),
    }),
    [timeZone],
  );
}
