// The contrast check: the brand's partial tokens merged over the base tokens exactly as createTheme merges them,
// then every pair of contrastPairs.ts measured against its WCAG AA minimum.
import { deepMerge } from '../../src/config/deepMerge';
import type { DeepPartial, ThemeTokens } from '../../src/config/types';
import { baseTokens } from '../../src/theme/baseTokens';
import { contrastRatio, nearestPassing, parseColor } from './color';
import { CONTRAST_PAIRS, REQUIRED_RATIO, type PairKind } from './contrastPairs';
import { isObject, problem, type BrandProblem } from './problem';

/** The message of each kind of pair (`checks.<key>` and `checks.<key>Fix`). */
export const CONTRAST_KEYS: Record<PairKind, string> = {
  text: 'contrastText',
  largeText: 'contrastLargeText',
  control: 'contrastControl',
};

/** Problems of the pairs below their minimum; an unreadable colour value is the schema check's to report. */
export function checkContrast(theme: unknown): BrandProblem[] {
  const partial = (isObject(theme) ? theme : {}) as DeepPartial<ThemeTokens>;
  const colors = deepMerge(baseTokens, partial).colors as Record<string, unknown>;
  const problems: BrandProblem[] = [];
  /** Every background a token is painted on (as a foreground), with its minimum: a suggestion must pass them all. */
  const backgroundsOf = (token: string) =>
    CONTRAST_PAIRS.filter((p) => p.foreground === token).flatMap((p) => {
      const value = colors[p.background];
      const bg = typeof value === 'string' ? parseColor(value) : undefined;
      return bg ? [{ bg, required: REQUIRED_RATIO[p.kind] }] : [];
    });
  for (const pair of CONTRAST_PAIRS) {
    const [fgValue, bgValue] = [colors[pair.foreground], colors[pair.background]];
    if (typeof fgValue !== 'string' || typeof bgValue !== 'string') continue;
    const [fg, bg] = [parseColor(fgValue), parseColor(bgValue)];
    if (!fg || !bg) continue;
    const required = REQUIRED_RATIO[pair.kind];
    const ratio = contrastRatio(fg, bg);
    if (ratio >= required) continue;
    problems.push(
      problem(
        'contrast',
        `/theme/colors/${pair.foreground}`,
        CONTRAST_KEYS[pair.kind],
        {
          foreground: pair.foreground,
          foregroundValue: fgValue,
          background: pair.background,
          backgroundValue: bgValue,
          // Cut, not rounded: 4.499 shows as 4.49, never as a passing 4.50.
          ratio: (Math.floor(ratio * 100) / 100).toFixed(2),
          required,
          where: pair.where,
        },
        { suggestion: nearestPassing(fg, bg, required, backgroundsOf(pair.foreground)), foreground: pair.foreground },
      ),
    );
  }
  return problems;
}
