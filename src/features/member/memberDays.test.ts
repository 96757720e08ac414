import { describe, expect, it } from 'vitest';
import { memberDays } from './memberDays';

const MANILA = 'Asia/Manila';
const at = (iso: string) => Date.parse(iso);

describe('memberDays', () => {
  it('is 0 on the day of registration', () => {
    expect(memberDays(at('2026-03-10T01:00:00+08:00'), at('2026-03-10T23:00:00+08:00'), MANILA)).toBe(0);
  });

  it('counts calendar days in the brand zone, not 24-hour spans', () => {
    // 23:59 yesterday in Manila → 1 day at 00:01 today
    expect(memberDays(at('2026-03-09T23:59:00+08:00'), at('2026-03-10T00:01:00+08:00'), MANILA)).toBe(1);
  });

  it('uses the brand zone rather than UTC', () => {
    const reg = at('2026-03-09T17:00:00Z'); // 01:00 on the 10th in Manila, still the 9th in UTC
    const now = at('2026-03-10T15:00:00Z'); // 23:00 on the 10th in Manila
    expect(memberDays(reg, now, MANILA)).toBe(0);
    expect(memberDays(reg, now, 'UTC')).toBe(1);
  });

  it('counts long spans and never goes negative', () => {
    expect(memberDays(at('2025-03-10T12:00:00+08:00'), at('2026-03-10T12:00:00+08:00'), MANILA)).toBe(365);
    expect(memberDays(at('2026-03-11T12:00:00+08:00'), at('2026-03-10T12:00:00+08:00'), MANILA)).toBe(0);
  });
});
