import { describe, expect, it } from 'vitest';
import { brandDaysBetween, formatBrandDate } from './formatDate';

describe('brand dates', () => {
  // 2025-03-13 16:30 UTC is already 03/14 00:30 in Manila (UTC+8).
  const lateUtc = Date.UTC(2025, 2, 13, 16, 30);

  it('formats in the brand zone, not the device zone', () => {
    expect(formatBrandDate(lateUtc)).toBe('03/14/2025');
    expect(formatBrandDate(lateUtc, 'MM/DD/YYYY', 'UTC')).toBe('03/13/2025');
    expect(formatBrandDate(lateUtc, 'MM/DD/YYYY HH:mm')).toBe('03/14/2025 00:30');
  });

  it('counts whole calendar days in the zone, never negative', () => {
    const justBefore = Date.UTC(2025, 2, 13, 15, 59); // 03/13 23:59 in Manila
    expect(brandDaysBetween(justBefore, lateUtc)).toBe(1);
    expect(brandDaysBetween(justBefore, lateUtc, 'UTC')).toBe(0);
    expect(brandDaysBetween(lateUtc, lateUtc + 10 * 86_400_000)).toBe(10);
    expect(brandDaysBetween(lateUtc + 86_400_000, lateUtc)).toBe(0);
  });
});
