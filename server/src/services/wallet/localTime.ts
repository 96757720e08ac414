// Brand-local clock arithmetic without a time-zone library: the zone's offset at an instant, from Intl.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's offset from UTC at `at`, in ms (Asia/Manila: +8 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's current day began. */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  const offset = zoneOffsetMs(at, timeZone);
  const local = at.getTime() + offset;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - offset);
}

/** Minutes since the zone's midnight (0–1439). */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  const local = at.getTime() + zoneOffsetMs(at, timeZone);
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60000);
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Inside [from, to) in the zone; `to` before `from` crosses midnight. */
export function insideWindow(at: Date, timeZone: string, window: { from: string; to: string }): boolean {
  const now = localMinuteOfDay(at, timeZone);
  const from = minutes(window.from);
  const to = minutes(window.to);
  return from <= to ? now >= from && now < to : now >= from || now < to;
}
