import { deepMerge } from '../config/deepMerge';
import type { DeepPartial, ThemeTokens } from '../config/types';
import { baseTokens } from './baseTokens';

export interface AppTheme extends ThemeTokens {
  /** Brand id the theme was built for, for debugging and Storybook only. */
  name: string;
}

/** Builds a complete theme by deep-merging a brand's partial tokens over the base tokens. */
export function createTheme(name: string, tokens?: DeepPartial<ThemeTokens>): AppTheme {
  return { name, ...deepMerge(baseTokens, tokens) };
}
