// Money crosses every edge (API replies and requests, the demo game page) as a decimal string with exactly two
// decimals ("1234.50"); inside the server and the client it is an integer number of centavos. Parsing never goes
// through floating point, so "0.29" is 29 centavos, not 28.999….

/** A decimal money string: optional minus, whole units, a dot, exactly two decimals. */
export const MONEY_PATTERN = '^-?(0|[1-9][0-9]{0,12})\\.[0-9]{2}$';
const MONEY_RE = new RegExp(MONEY_PATTERN);

/** Centavos → "1234.50" (throws on a non-integer: money is never fractional centavos). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of centavos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.50" → 123450; undefined when the text is not a decimal money string (see MONEY_PATTERN). */
export function decimalToCents(text: string): number | undefined {
  if (!MONEY_RE.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.') as [string, string];
  const cents = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative ? -cents : cents;
}
