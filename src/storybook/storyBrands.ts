import type { AppConfig, BrandFile, DeepPartial, ThemeTokens } from '../config/types';

// Storybook reads every brand eagerly: operators switch brands from the toolbar without a server.
const brandFiles = import.meta.glob<BrandFile>('../../brands/*/brand.json', { import: 'default', eager: true });
const themeFiles = import.meta.glob<DeepPartial<ThemeTokens>>('../../brands/*/theme.json', {
  import: 'default',
  eager: true,
});
const logoFiles = import.meta.glob<string>('../../brands/*/logo.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const idOf = (path: string) => path.split('/').at(-2)!;
const byId = <T>(files: Record<string, T>) => new Map(Object.entries(files).map(([p, v]) => [idOf(p), v]));

const brands = byId(brandFiles);
const themes = byId(themeFiles);
const logos = byId(logoFiles);

export const DEFAULT_STORY_BRAND = 'lucky-peso';

/** Every brand folder, for the toolbar. */
export const storyBrandIds: readonly string[] = [...brands.keys()].sort();

/** The brand's configuration as the server returns it (deep-copied: stories may not leak changes). */
export function storyConfig(id: string): AppConfig {
  const file = brands.get(id) ?? brands.get(DEFAULT_STORY_BRAND)!;
  return structuredClone({ brand: file.brand, settings: file.settings });
}

export const storyTheme = (id: string): DeepPartial<ThemeTokens> => themes.get(id) ?? {};
export const storyLogo = (id: string): string | undefined => logos.get(id);
