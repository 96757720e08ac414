import { describe, expect, it } from 'vitest';
import { normaliseRate, rateHundredths, rateProblem } from './rates';

describe('rebate rates', () => {
  it('reads typed percents with up to 2 decimals', () => {
    expect(rateHundredths('0.8')).toBe(80);
    expect(rateHundredths(' 1 ')).toBe(100);
    expect(rateHundredths('12.34')).toBe(1234);
    expect(rateHundredths('1.234')).toBeUndefined();
    expect(rateHundredths('-1')).toBeUndefined();
    expect(rateHundredths('100')).toBeUndefined();
    expect(rateHundredths('')).toBeUndefined();
  });

  it('sends them with exactly 2 decimals', () => {
    expect(normaliseRate('0.8')).toBe('0.80');
    expect(normaliseRate('7')).toBe('7.00');
    expect(normaliseRate('0.05')).toBe('0.05');
    expect(normaliseRate('x')).toBeUndefined();
  });

  it('refuses a rate above the ceiling or below the floor, inclusive at both ends', () => {
    expect(rateProblem('0.80', '0.80')).toBeUndefined();
    expect(rateProblem('0.81', '0.80')).toBe('agent.rate.tooHigh');
    expect(rateProblem('0.2', '0.80', '0.20')).toBeUndefined();
    expect(rateProblem('0.1', '0.80', '0.20')).toBe('agent.rate.tooLow');
    expect(rateProblem('abc', '0.80')).toBe('agent.rate.format');
  });
});
