import { describe, expect, it } from 'vitest';
import { recordRangeProblem } from '@common/recordRange';
import { brandToday, clampRange, daysInRange, presetRange, rangeProblem } from './dateRange';

const LIMITS = { maxDays: 31, maxDaysBack: 89 };

describe('date ranges of reports', () => {
  it('today is the brand zone’s calendar day, not the phone’s', () => {
    // 2025-05-06 17:30 UTC is already 05-07 in Manila and still 05-06 in New York
    const ms = Date.UTC(2025, 4, 6, 17, 30);
    expect(brandToday(ms, 'Asia/Manila')).toBe('2025-05-07');
    expect(brandToday(ms, 'America/New_York')).toBe('2025-05-06');
  });

  it('presets as of a day, across month and year ends', () => {
    expect(presetRange('yesterday', '2025-03-01')).toMatchObject({ from: '2025-02-28', to: '2025-02-28' });
    expect(presetRange('last7', '2025-01-03')).toMatchObject({ from: '2024-12-28', to: '2025-01-03' });
    expect(presetRange('thisMonth', '2025-05-07')).toMatchObject({ from: '2025-05-01', to: '2025-05-07' });
    expect(daysInRange('2024-12-28', '2025-01-03')).toBe(7);
  });

  it('refuses what the records server refuses (the shared rule of common/recordRange.ts)', () => {
    const today = '2025-05-07';
    const cases: [string, string][] = [
      ['2025-05-08', '2025-05-01'],
      ['2025-04-01', '2025-05-07'],
      ['2025-04-07', '2025-05-07'],
      ['2025-02-06', '2025-02-10'],
      ['2025-02-07', '2025-02-10'],
    ];
    for (const [from, to] of cases)
      expect(rangeProblem(from, to, today, LIMITS) === undefined, `${from}..${to}`).toBe(
        recordRangeProblem(from, to, today) === undefined,
      );
    expect(rangeProblem('2025-05-06', '2025-05-08', today, LIMITS)).toBe('future');
    expect(rangeProblem('', '2025-05-08', today, LIMITS)).toBe('missing');
  });

  it('clips a preset to the limits so it is always a period the server accepts', () => {
    const tight = { maxDays: 3, maxDaysBack: 2 };
    expect(clampRange(presetRange('last7', '2025-05-07'), '2025-05-07', tight)).toMatchObject({
      from: '2025-05-05',
      to: '2025-05-07',
    });
    expect(clampRange(presetRange('thisMonth', '2025-05-31'), '2025-05-31', LIMITS)).toMatchObject({
      from: '2025-05-01',
    });
  });
});
