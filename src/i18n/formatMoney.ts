import { centsToDecimal } from '@common/money';

/**
 * Money with exactly 2 decimals and the brand's currency symbol, e.g. "₱1,234.50". Written out rather than with
 * Intl.NumberFormat: the first Intl formatter of a page sets up ICU data, a long task on a phone's first screen (the
 * home jackpot; docs/performance.md). Amounts are whole centavos, so toFixed(2) only pads.
 */
export function formatMoney(amount: number, symbol: string): string {
  const sign = amount < 0 ? '-' : '';
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${sign}${symbol}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A whole number of centavos as shown to the player ("₱1,234.50"), without passing through floating point. */
export function formatCents(cents: number, symbol: string): string {
  const text = centsToDecimal(cents);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${symbol}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
