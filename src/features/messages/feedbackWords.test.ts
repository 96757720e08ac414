import { describe, expect, it } from 'vitest';
import { countWords, feedbackProblem } from '@common/feedbackWords';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('feedback word counter', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['hello', 1],
    ['Hello,world! How are   you?', 5],
    ["don't mag-log in", 3],
    ['!!! ... --- ???', 0],
    ['24/7 support', 3],
    ['Salamat po sa tulong ñino', 5],
    ['漢字 かな', 2],
    ['café naïve', 2],
    ['🙂🙂 ok', 1],
    ["-dash 'quote' end-", 3],
  ])('%j has %i words', (text, n) => {
    expect(countWords(text)).toBe(n);
  });

  it('bounds: 4 and 501 words refused with counts, 5 and 500 taken', () => {
    expect(feedbackProblem(words(4))).toEqual({ kind: 'few', words: 4, min: 5 });
    expect(feedbackProblem(words(5))).toBeUndefined();
    expect(feedbackProblem(words(500))).toBeUndefined();
    expect(feedbackProblem(words(501))).toEqual({ kind: 'many', words: 501, max: 500 });
  });

  it('characters: over 5,000 and control characters are refused; line breaks and tabs are fine', () => {
    expect(feedbackProblem(`${words(5)} ${'x'.repeat(5000)}`)).toMatchObject({ kind: 'chars', max: 5000 });
    expect(feedbackProblem(`${words(5)}\u0000`)).toEqual({ kind: 'control' });
    expect(feedbackProblem(`${words(3)}\r\n\t${words(3)}`)).toBeUndefined();
  });
});
