// The web app manifest and icon of a brand, so "Add to home screen" installs the brand the player is on.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandsDir, type BrandMeta } from '../brands/loadBrands';
import type { Lang } from '../plugins/brand';

interface ThemeColors {
  primary?: string;
  headerBg?: string;
  background?: string;
}

function readThemeColors(id: string): ThemeColors {
  const file = join(brandsDir, id, 'theme.json');
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { colors?: ThemeColors }).colors ?? {};
}

/** The brand's manifest; registration reports PWA when the app runs installed (display standalone). */
export function brandManifest(brand: BrandMeta, lang: Lang) {
  const colors = readThemeColors(brand.id);
  return {
    id: `/m/?brand=${brand.id}`,
    name: brand.name,
    short_name: brand.name,
    lang: lang === 'TY' ? 'fil' : 'en',
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    background_color: colors.background ?? '#ffffff',
    theme_color: colors.headerBg ?? colors.primary ?? '#1c1c1e',
    icons: [{ src: '/m/brand-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** The brand's logo (brands/<id>/logo.svg), the installed app's icon; undefined when the brand has none. */
export function brandIcon(brandId: string): Buffer | undefined {
  const file = join(brandsDir, brandId, 'logo.svg');
  return existsSync(file) ? readFileSync(file) : undefined;
}
