import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone dates are shown in when a brand names none (the product's players are in the Philippines). */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/**
 * A moment as a date in the brand's time zone (SPEC: dates in the brand zone, not the phone's), so two players of a
 * brand see the same calendar day whatever their device is set to.
 */
export function formatBrandDate(ms: number, format = 'MM/DD/YYYY', timeZone = DEFAULT_TIME_ZONE): string {
  return dayjs(ms).tz(timeZone).format(format);
}

/** Whole calendar days from `from` to `to` in the zone (a registration yesterday at 23:59 is 1 day); never negative. */
export function brandDaysBetween(from: number, to: number, timeZone = DEFAULT_TIME_ZONE): number {
  const start = dayjs(from).tz(timeZone).format('YYYY-MM-DD');
  const end = dayjs(to).tz(timeZone).format('YYYY-MM-DD');
  // Calendar dates compared as UTC midnights: no daylight-saving hour can shift the count.
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}
