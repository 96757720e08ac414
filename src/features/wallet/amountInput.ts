import { centsToDecimal } from '@common/money';

/**
 * A typed amount ("500", "500.5", "1,000.00", "₱ 250") → centavos; undefined when it is not a positive amount with at
 * most two decimals. Parsed as text, never through floating point.
 */
export function parseAmount(text: string): number | undefined {
  const clean = text.replace(/[₱,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** Keeps only what an amount box may hold while typing: digits and one dot with up to two decimals. */
export function sanitizeAmount(text: string): string {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}

/** Centavos as the text an amount box shows for a preset ("500.00" → "500"). */
export function amountText(cents: number): string {
  const text = centsToDecimal(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

export type AmountProblem = { key: string; values?: Record<string, string> } | undefined;

/** Checks a typed amount against limits (centavos); the problem as an i18n key with its values. */
export function checkAmount(
  text: string,
  limits: { minCents: number; maxCents: number; availableCents?: number },
  format: (cents: number) => string,
): AmountProblem {
  if (text.trim() === '') return { key: 'wallet.amount.required' };
  const cents = parseAmount(text);
  if (cents === undefined) return { key: 'wallet.amount.invalid' };
  if (cents < limits.minCents || cents > limits.maxCents)
    return { key: 'wallet.amount.range', values: { min: format(limits.minCents), max: format(limits.maxCents) } };
  if (limits.availableCents !== undefined && cents > limits.availableCents)
    return { key: 'wallet.amount.overAvailable', values: { available: format(limits.availableCents) } };
  return undefined;
}
