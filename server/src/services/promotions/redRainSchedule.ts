// When a red envelope rain runs: every day from `from` to `to` in the brand's time zone (`to` at or before `from`
// crosses midnight; 24:00 is the end of the day). An occurrence is named by its start instant.
import type { RedRainEvent } from '@common/generated/api';
import { addDays } from '@common/recordRange';
import { localDay, startOfDay } from '../records/reportRange';

export interface Occurrence {
  start: Date;
  end: Date;
  live: boolean;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const MINUTE = 60_000;

function occurrenceOf(day: string, event: RedRainEvent, timeZone: string) {
  const from = minutes(event.from);
  const to = minutes(event.to);
  const start = new Date(startOfDay(day, timeZone).getTime() + from * MINUTE);
  const endDay = to > from ? day : addDays(day, 1);
  const end = new Date(startOfDay(endDay, timeZone).getTime() + to * MINUTE);
  return { start, end };
}

/** The occurrence running at `now`, else the next one. */
export function occurrenceAt(event: RedRainEvent, now: Date, timeZone: string): Occurrence {
  const today = localDay(now, timeZone);
  const candidates = [-1, 0, 1, 2].map((d) => occurrenceOf(addDays(today, d), event, timeZone));
  const live = candidates.find((o) => o.start <= now && now < o.end);
  if (live) return { ...live, live: true };
  const next = candidates.find((o) => o.start > now)!;
  return { ...next, live: false };
}
