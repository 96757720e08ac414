import { describe, expect, test } from 'vitest';
import { dayBounds, formatAmount } from './format';

describe('console formats', () => {
  test('a day range is Manila days, the end day included (the API excludes `to`)', () => {
    expect(dayBounds('2026-11-20', '2026-11-20')).toEqual({
      from: Date.UTC(2026, 10, 19, 16),
      to: Date.UTC(2026, 10, 20, 16),
    });
    expect(dayBounds('', '')).toEqual({ from: undefined, to: undefined });
    expect(dayBounds('not-a-day')).toEqual({ from: undefined, to: undefined });
  });

  test('amounts keep the server decimals, with separators', () => {
    expect(formatAmount('150000.00')).toBe('150,000.00');
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
    expect(formatAmount('7')).toBe('7.00');
  });
});
