import { describe, expect, it } from 'vitest';
import { backoffDelay, backoffSchedule } from './backoff';

describe('backoff', () => {
  it('waits 1, 2, 4, 8 s and then 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(backoffDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('stops within about two minutes', () => {
    const waits = backoffSchedule();
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(120_000);
    expect(total).toBeGreaterThan(110_000);
    expect(waits.slice(0, 5)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
  });
});
