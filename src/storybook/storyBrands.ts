import type { AppConfig, BrandFile, DeepPartial, ThemeTokens } from '../config/types';
import { loadPreviewedBrand, type PreviewedBrand } from './previewBrand';

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

/** The toolbar's value for the brand a console preview link names (no folder can be called that). */
export const PREVIEW_STORY_BRAND = '@preview';

// The brand a console preview link names, loaded from the server once before the first story renders.
let previewed: PreviewedBrand | undefined;
let previewLoad: Promise<void> | undefined;

/** Loads the previewed brand once per page (a failure shows on every story: the link needs renewing). */
export function loadStoryPreview(token: string | undefined): Promise<void> {
  previewLoad ??= loadPreviewedBrand(token).then((brand) => {
    previewed = brand;
  });
  return previewLoad;
}

/** Sets the previewed brand directly (tests); undefined forgets it. */
export function setStoryPreview(brand: PreviewedBrand | undefined): void {
  previewed = brand;
  previewLoad = undefined;
}

const previewOf = (id: string) => (id === PREVIEW_STORY_BRAND ? previewed : undefined);

/** The brand's configuration as the server returns it (deep-copied: stories may not leak changes). */
export function storyConfig(id: string): AppConfig {
  const preview = previewOf(id);
  if (preview) return structuredClone(preview.config);
  const file = brands.get(id) ?? brands.get(DEFAULT_STORY_BRAND)!;
  return structuredClone({ brand: file.brand, settings: file.settings });
}

export const storyTheme = (id: string): DeepPartial<ThemeTokens> => previewOf(id)?.theme ?? themes.get(id) ?? {};
export const storyLogo = (id: string): string | undefined => {
  const preview = previewOf(id);
  return preview ? preview.logoUrl : logos.get(id);
};
