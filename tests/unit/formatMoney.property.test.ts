// formatMoney no longer uses Intl.NumberFormat (a long task at start-up, docs/performance.md): for every amount of
// whole centavos it still prints what en-US Intl prints.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/i18n/formatMoney';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatMoney', () => {
  it('matches en-US Intl for whole centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (cents) => {
        const amount = cents / 100;
        const expected = `${amount < 0 ? '-' : ''}₱${intl.format(Math.abs(amount))}`;
        expect(formatMoney(amount, '₱')).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
