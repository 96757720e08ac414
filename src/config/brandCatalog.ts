import type { BrandFile, DeepPartial, ThemeTokens } from './types';

/** Lazy loaders by file path (what import.meta.glob returns): `<root>/<id>/<file>`. */
type Loaders<T> = Record<string, () => Promise<T>>;

export interface BrandFolders {
  brands: Loaders<BrandFile>;
  themes: Loaders<DeepPartial<ThemeTokens>>;
  logos: Loaders<string>;
}

const idOf = (path: string) => path.split('/').at(-2)!;
const byId = <T>(files: Loaders<T>) => new Map(Object.entries(files).map(([path, load]) => [idOf(path), load]));

/** A catalogue over brand folders: each brand is the folder its files sit in. Tests pass folders of their own. */
export function createBrandCatalog({ brands, themes, logos }: BrandFolders) {
  const brandById = byId(brands);
  const themeById = byId(themes);
  const logoById = byId(logos);
  return {
    /** Ids of every brand folder known to this build. */
    brandIds: [...brandById.keys()].sort() as readonly string[],
    /** Whether this build has the brand's folder (a brand created in the studio after the build has none). */
    hasBrandFolder: (id: string): boolean => brandById.has(id),
    /** The brand's own configuration file: the defaults its settings fall back to. */
    loadBrandFile: async (id: string): Promise<BrandFile | undefined> => brandById.get(id)?.(),
    /** The brand's partial theme tokens ({} for an unknown brand: the base theme). */
    loadBrandTheme: async (id: string): Promise<DeepPartial<ThemeTokens>> => (await themeById.get(id)?.()) ?? {},
    /** URL of the brand's logo, or undefined when the brand ships none. */
    loadBrandLogo: async (id: string): Promise<string | undefined> => logoById.get(id)?.(),
  };
}

// Every brands/<id>/ folder is picked up here: adding a brand is adding a folder.
// Each file is its own lazy chunk, so a player downloads only their brand's files.
export const { brandIds, hasBrandFolder, loadBrandFile, loadBrandTheme, loadBrandLogo } = createBrandCatalog({
  brands: import.meta.glob<BrandFile>('../../brands/*/brand.json', { import: 'default' }),
  themes: import.meta.glob<DeepPartial<ThemeTokens>>('../../brands/*/theme.json', { import: 'default' }),
  logos: import.meta.glob<string>('../../brands/*/logo.svg', { query: '?url', import: 'default' }),
});
