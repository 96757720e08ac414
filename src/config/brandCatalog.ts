import type { BrandFile, DeepPartial, ThemeTokens } from './types';

// Every brands/<id>/ folder is picked up here: adding a brand is adding a folder.
// Each file is its own lazy chunk, so a player downloads only their brand's files.
const brandFiles = import.meta.glob<BrandFile>('../../brands/*/brand.json', { import: 'default' });
const themeFiles = import.meta.glob<DeepPartial<ThemeTokens>>('../../brands/*/theme.json', { import: 'default' });
const logoFiles = import.meta.glob<string>('../../brands/*/logo.svg', { query: '?url', import: 'default' });

const idOf = (path: string) => path.split('/').at(-2)!;
const byId = <T>(files: Record<string, () => Promise<T>>) =>
  new Map(Object.entries(files).map(([path, load]) => [idOf(path), load]));

const brands = byId(brandFiles);
const themes = byId(themeFiles);
const logos = byId(logoFiles);

/** Ids of every brand folder known to this build. */
export const brandIds: readonly string[] = [...brands.keys()].sort();

/** The brand's own configuration file: the defaults its settings fall back to. */
export async function loadBrandFile(id: string): Promise<BrandFile | undefined> {
  return brands.get(id)?.();
}

/** The brand's partial theme tokens ({} for an unknown brand: the base theme). */
export async function loadBrandTheme(id: string): Promise<DeepPartial<ThemeTokens>> {
  return (await themes.get(id)?.()) ?? {};
}

/** URL of the brand's logo, or undefined when the brand ships none. */
export async function loadBrandLogo(id: string): Promise<string | undefined> {
  return logos.get(id)?.();
}
