import { describe, expect, it } from 'vitest';
import { helpIndex } from './helpIndex';

describe('helpIndex', () => {
  it('takes a whole number within the list', () => {
    expect(helpIndex('0', 6)).toBe(0);
    expect(helpIndex('3', 6)).toBe(3);
    expect(helpIndex('5', 6)).toBe(5);
    expect(helpIndex(' 2 ', 6)).toBe(2);
  });

  it.each([null, '', 'abc', '-1', '1.5', '6', '99', '1e1', '0x2', '2abc', '99999999999999999999'])(
    'falls back to the first entry for %s',
    (raw) => {
      expect(helpIndex(raw, 6)).toBe(0);
    },
  );

  it('is 0 with no entries', () => {
    expect(helpIndex('0', 0)).toBe(0);
    expect(helpIndex('2', 0)).toBe(0);
  });
});
