import { describe, expect, it } from 'vitest';
import { amountText, checkAmount, parseAmount, sanitizeAmount } from './amountInput';

const fmt = (c: number) => `₱${(c / 100).toFixed(2)}`;

describe('amountInput', () => {
  it('parses typed amounts without floating point', () => {
    expect(parseAmount('500')).toBe(50_000);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1,000.5')).toBe(100_050);
    expect(parseAmount('₱ 250.00')).toBe(25_000);
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('1.234')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
  });

  it('keeps only an amount while typing', () => {
    expect(sanitizeAmount('12a3.456')).toBe('123.45');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
  });

  it('shows presets without trailing zero decimals', () => {
    expect(amountText(50_000)).toBe('500');
    expect(amountText(50_050)).toBe('500.50');
  });

  it('checks limits and what is available', () => {
    const limits = { minCents: 10_000, maxCents: 5_000_000, availableCents: 30_000 };
    expect(checkAmount('', limits, fmt)?.key).toBe('wallet.amount.required');
    expect(checkAmount('50', limits, fmt)).toEqual({
      key: 'wallet.amount.range',
      values: { min: '₱100.00', max: '₱50000.00' },
    });
    expect(checkAmount('400', limits, fmt)?.key).toBe('wallet.amount.overAvailable');
    expect(checkAmount('200', limits, fmt)).toBeUndefined();
  });
});
