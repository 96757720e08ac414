import { describe, expect, it, test } from 'vitest';
import { formatCents, formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('always shows two decimals and the currency symbol', () => {
    expect(formatMoney(0, '₱')).toBe('₱0.00');
    expect(formatMoney(1234.5, '₱')).toBe('₱1,234.50');
    expect(formatMoney(-3.456, '₱')).toBe('-₱3.46');
    expect(formatMoney(1e9, '₱')).toBe('₱1,000,000,000.00');
  });
});

test('centavos format exactly, with grouping and sign', () => {
  expect(formatCents(123450, '₱')).toBe('₱1,234.50');
  expect(formatCents(-5, '₱')).toBe('-₱0.05');
  expect(formatCents(100000000029, '₱')).toBe('₱1,000,000,000.29');
});
