// The flag permutations QA walks: the smallest set of configurations in which every pair of flag and variant states
// appears at least once (pairwise, by covertable: https://github.com/walkframe/covertable).
import * as covertable from 'covertable';
import { flagPatch, mergePatches, variantPatch, type SettingsPatch } from '../../src/app/qa/flagPatch';
import { flagDefinitions, type FlagId } from '../../src/registry/flags';
import type { VariantId } from '../../src/registry/variants';

// covertable ships CommonJS only: Node's ESM loader (Playwright) puts its exports under `default`, Vite does not.
type Lib = typeof covertable;
const ns = covertable as unknown as Lib & { default?: Lib };
const lib = typeof ns.make === 'function' ? ns : ns.default!;
const { make, sorters } = lib;

export interface Permutation {
  /** 1-based, stable for a given registry. */
  index: number;
  flags: Record<FlagId, boolean>;
  variants: { memberCentre: VariantId; depositDetail: VariantId };
  /** The settings of this configuration, merged into the brand's draft (tests/e2e/brandDraft.ts). */
  patch: SettingsPatch;
}

type Factors = Record<string, readonly (boolean | VariantId)[]>;

/** Every flag with its states from the registry, and both screen variants. */
export function factors(): Factors {
  const out: Factors = {};
  for (const flag of flagDefinitions) out[flag.id] = flag.states;
  out['variant:memberCentre'] = ['base', 'new'];
  out['variant:depositDetail'] = ['base', 'new'];
  return out;
}

/** The pairwise set, deterministic for a given registry (hash sorter with a fixed seed). */
export function pairwisePermutations(input: Factors = factors()): Permutation[] {
  const rows = make(input as Record<string, unknown[]>, { sorter: sorters.hash, seed: 'wl-qa' }) as Record<
    string,
    boolean | VariantId
  >[];
  return rows.map((row, i) => {
    const flags = {} as Record<FlagId, boolean>;
    for (const flag of flagDefinitions) flags[flag.id] = row[flag.id] as boolean;
    const variants = {
      memberCentre: row['variant:memberCentre'] as VariantId,
      depositDetail: row['variant:depositDetail'] as VariantId,
    };
    const patch = mergePatches(
      ...flagDefinitions.map((f) => flagPatch(f.id, flags[f.id])),
      variantPatch('memberCentre', variants.memberCentre),
      variantPatch('depositDetail', variants.depositDetail),
    );
    return { index: i + 1, flags, variants, patch };
  });
}

/** Every pair of (factor=value) that the set leaves out: empty for a pairwise set. */
export function missingPairs(rows: Record<string, unknown>[], input: Factors): string[] {
  const keys = Object.keys(input);
  const missing: string[] = [];
  for (let a = 0; a < keys.length; a++)
    for (let b = a + 1; b < keys.length; b++)
      for (const va of input[keys[a]!]!)
        for (const vb of input[keys[b]!]!)
          if (!rows.some((r) => r[keys[a]!] === va && r[keys[b]!] === vb))
            missing.push(`${keys[a]}=${String(va)} & ${keys[b]}=${String(vb)}`);
  return missing;
}
