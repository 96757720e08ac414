import { describe, expect, it } from 'vitest';
import { flagDefinitions } from '../../src/registry/flags';
import { factors, missingPairs, pairwisePermutations } from '../qa/permutations';

const asRows = () =>
  pairwisePermutations().map((p) => ({
    ...p.flags,
    'variant:memberCentre': p.variants.memberCentre,
    'variant:depositDetail': p.variants.depositDetail,
  }));

describe('pairwise flag permutations', () => {
  it('cover every pair of flag and variant states', () => {
    expect(missingPairs(asRows(), factors())).toEqual([]);
  });

  it('are far fewer than all combinations, and stable from run to run', () => {
    const set = pairwisePermutations();
    expect(set.length).toBeLessThanOrEqual(16);
    expect(pairwisePermutations().map((p) => p.flags)).toEqual(set.map((p) => p.flags));
  });

  it('write each flag where the registry says it lives', () => {
    const [first] = pairwisePermutations();
    const whiteLabel = (first!.patch as { whiteLabel: Record<string, boolean> }).whiteLabel;
    expect(whiteLabel.DEPRECM3).toBe(first!.flags.DEPRECM3);
    expect(Object.keys(first!.flags)).toHaveLength(flagDefinitions.length);
  });

  it('the coverage check notices a missing pair', () => {
    const rows = asRows().slice(1);
    const all = asRows();
    // Dropping rows until a pair goes missing proves missingPairs can fail.
    expect(missingPairs(rows.slice(0, 1), factors()).length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(1);
  });
});
