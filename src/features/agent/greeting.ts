import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export type GreetingPart = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** SPEC §2 agent home: 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. */
export function greetingPart(hour: number): GreetingPart {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** The hour (0–23) of a moment on the brand's clock, not the phone's. */
export function brandHour(ms: number, timeZone: string): number {
  return dayjs(ms).tz(timeZone).hour();
}
