// The period rules (common/recordRange.ts) and brand-local day bounds, including zones with summer time and zones
// whose days do not start on a whole UTC hour.
import { describe, expect, test } from 'vitest';
import { addDays, dayNumber, recordRangeProblem } from '@common/recordRange';
import { localDay, startOfDay } from '../src/services/records/reportRange';

describe('record periods', () => {
  test('calendar days only', () => {
    expect(dayNumber('2024-02-29')).toBeDefined();
    for (const bad of ['2023-02-29', '2024-04-31', '2024-00-10', '24-01-01', '2024-1-01', ''])
      expect(dayNumber(bad), bad).toBeUndefined();
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  test('span, order and look-back', () => {
    const today = '2025-06-30';
    expect(recordRangeProblem('2025-05-30', '2025-06-30', today)).toEqual({ code: 'record.date.span', maxDays: 31 });
    expect(recordRangeProblem('2025-05-31', '2025-06-30', today)).toBeUndefined();
    expect(recordRangeProblem('2025-06-01', '2025-06-30', today)).toBeUndefined();
    expect(recordRangeProblem('2025-04-02', '2025-04-02', today)).toBeUndefined();
    expect(recordRangeProblem('2025-04-01', '2025-04-01', today)).toEqual({
      code: 'record.date.too.old',
      earliest: '2025-04-02',
    });
    expect(recordRangeProblem('2025-06-02', '2025-06-01', today)).toEqual({ code: 'record.date.order' });
    // A future end is allowed (nothing is there yet); the span still counts.
    expect(recordRangeProblem('2025-06-30', '2025-07-05', today)).toBeUndefined();
  });

  test('a day starts at the zone midnight, summer time included', () => {
    expect(startOfDay('2025-06-15', 'Asia/Manila').toISOString()).toBe('2025-06-14T16:00:00.000Z');
    expect(startOfDay('2025-06-15', 'Asia/Kolkata').toISOString()).toBe('2025-06-14T18:30:00.000Z');
    // New York: 2025-03-09 starts at EST (UTC−5), the next day at EDT (UTC−4): a 23-hour day.
    expect(startOfDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfDay('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(localDay(new Date('2025-06-14T16:00:00.000Z'), 'Asia/Manila')).toBe('2025-06-15');
    expect(localDay(new Date('2025-06-14T15:59:59.999Z'), 'Asia/Manila')).toBe('2025-06-14');
  });
});
