import { describe, expect, it } from 'vitest';
import { brandHour, greetingPart } from './greeting';

describe('agent greeting', () => {
  it('follows the SPEC hour bands at their edges', () => {
    const parts = Array.from({ length: 24 }, (_, hour) => greetingPart(hour));
    expect(parts.slice(0, 11).every((p) => p === 'morning')).toBe(true);
    expect(parts.slice(11, 15).every((p) => p === 'earlyAfternoon')).toBe(true);
    expect(parts.slice(15, 19).every((p) => p === 'lateAfternoon')).toBe(true);
    expect(parts.slice(19).every((p) => p === 'evening')).toBe(true);
  });

  it('reads the hour on the brand clock, whatever the device zone', () => {
    // 2025-03-10 02:30 UTC is 10:30 in Manila (UTC+8) and 22:30 the day before in New York (UTC-4).
    const moment = Date.UTC(2025, 2, 10, 2, 30);
    expect(brandHour(moment, 'Asia/Manila')).toBe(10);
    expect(greetingPart(brandHour(moment, 'Asia/Manila'))).toBe('morning');
    expect(brandHour(moment, 'America/New_York')).toBe(22);
    expect(greetingPart(brandHour(Date.UTC(2025, 2, 10, 3, 0), 'Asia/Manila'))).toBe('earlyAfternoon');
  });
});
