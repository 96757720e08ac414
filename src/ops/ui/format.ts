/** Console formats: times in Manila (the brands' zone, src/i18n/formatDate.ts), amounts as the server's decimals. */
const ZONE = 'Asia/Manila';

export const formatTime = (ms: number, language: string) =>
  new Intl.DateTimeFormat(language === 'ty' ? 'fil-PH' : 'en-PH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(ms);

/** A decimal string ("1234.50") with thousands separators; no float arithmetic on money. */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}.${(fraction ?? '').padEnd(2, '0')}`;
}

/**
 * The bounds of a day range picked as YYYY-MM-DD in Manila time (UTC+8, no daylight saving): `from` at the start of its
 * day, `to` at the start of the day after (the API's `to` is excluded), as epoch milliseconds.
 */
export function dayBounds(from?: string, to?: string): { from?: number; to?: number } {
  const start = (day: string) => {
    const ms = Date.parse(`${day}T00:00:00+08:00`);
    return Number.isFinite(ms) ? ms : undefined;
  };
  const end = to ? start(to) : undefined;
  return { from: from ? start(from) : undefined, to: end === undefined ? undefined : end + 86_400_000 };
}
