/** Money with exactly 2 decimals and the brand's currency symbol, e.g. "₱1,234.50". */
export function formatMoney(amount: number, symbol: string): string {
  const sign = amount < 0 ? '-' : '';
  const digits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(amount),
  );
  return `${sign}${symbol}${digits}`;
}
