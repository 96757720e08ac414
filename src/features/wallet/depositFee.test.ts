import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositFeeCents, feePreview } from './depositFee';

/** The exact rule in BigInt: fixed + round-half-up(amount × bps / 10 000), capped. */
function reference(amount: number, bps: number, fixed: number, cap?: number): number {
  const product = BigInt(amount) * BigInt(bps);
  const percent = (product * 2n + 10_000n) / 20_000n;
  const fee = BigInt(fixed) + percent;
  const capped = cap === undefined || fee < BigInt(cap) ? fee : BigInt(cap);
  return Number(capped);
}

const rule = fc.record({
  percentBps: fc.integer({ min: 0, max: 2_000 }),
  fixedCents: fc.integer({ min: 0, max: 10_000 }),
  capCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
});
const amount = fc.integer({ min: 1, max: 10_000_000_000 });

describe('depositFeeCents', () => {
  it('is never negative, never above the cap and equals the exact half-up rule', () => {
    fc.assert(
      fc.property(amount, rule, (cents, r) => {
        const fee = depositFeeCents(cents, r);
        expect(fee).toBeGreaterThanOrEqual(0);
        if (r.capCents !== undefined) expect(fee).toBeLessThanOrEqual(r.capCents);
        expect(fee).toBe(reference(cents, r.percentBps, r.fixedCents, r.capCents));
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds a half centavo up', () => {
    // 1.5 % of ₱1.00 is 1.5 centavos → 2.
    expect(depositFeeCents(100, { percentBps: 150, fixedCents: 0 })).toBe(2);
    expect(depositFeeCents(100, { percentBps: 149, fixedCents: 0 })).toBe(1);
  });

  it('previews pay = amount + fee and receive = amount', () => {
    expect(feePreview(50_000, { percentBps: 100, fixedCents: 500, capCents: 800 })).toEqual({
      feeCents: 800,
      payCents: 50_800,
      receiveCents: 50_000,
    });
  });
});
