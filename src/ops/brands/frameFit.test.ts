import { describe, expect, test } from 'vitest';
import { fitFrames, PHONE } from './frameFit';

describe('preview frames fit their panel', () => {
  test('a wide panel draws every frame in one row, never above 100%', () => {
    expect(fitFrames(1200, 5, 16)).toEqual({ columns: 5, scale: (1200 - 4 * 16) / 5 / PHONE.width });
    expect(fitFrames(3000, 5, 16)).toEqual({ columns: 5, scale: 1 });
  });

  test('a narrower panel wraps before the phones become unreadable', () => {
    const { columns, scale } = fitFrames(600, 5, 16);
    expect(columns).toBe(3);
    expect(scale).toBeCloseTo((600 - 2 * 16) / 3 / PHONE.width);
    expect(scale).toBeGreaterThanOrEqual(0.45);
  });

  test('a panel narrower than a phone shows one, scaled to its width', () => {
    expect(fitFrames(300, 5, 16)).toEqual({ columns: 1, scale: 300 / PHONE.width });
  });
});
