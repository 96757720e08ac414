import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('always shows two decimals and the currency symbol', () => {
    expect(formatMoney(0, '₱')).toBe('₱0.00');
    expect(formatMoney(1234.5, '₱')).toBe('₱1,234.50');
    expect(formatMoney(-3.456, '₱')).toBe('-₱3.46');
    expect(formatMoney(1e9, '₱')).toBe('₱1,000,000,000.00');
  });
});
