// The web app manifest and icon of a brand, so "Add to home screen" installs the brand the player is on. Both come
// from the brand's live version (services/brands/registry.ts): a publish changes them at once.
import type { BrandConfig } from '@common/generated/api';
import type { BrandFile } from '../brands/loadBrands';
import type { Lang } from '../plugins/brand';
import type { BrandRegistry } from './brands/registry';
import { decodeDataUrl } from './brands/folder';

interface ThemeColors {
  primary?: string;
  headerBg?: string;
  background?: string;
}

/** The brand's manifest; registration reports PWA when the app runs installed (display standalone). */
export function brandManifest(registry: BrandRegistry, file: BrandFile, lang: Lang) {
  const config = registry.configOf(file);
  const colors = ((config.theme as { colors?: ThemeColors }).colors ?? {}) as ThemeColors;
  const brand = file.brand;
  const icon = brandIcon(registry, file);
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
    icons: [{ src: '/m/brand-icon.svg', sizes: 'any', type: icon?.type ?? 'image/svg+xml', purpose: 'any' }],
  };
}

export interface BrandIcon {
  type: string;
  body: Buffer;
}

// Decoded once per version (a new version is a new config object).
const icons = new WeakMap<BrandConfig, BrandIcon | undefined>();

/** The brand's logo, the installed app's icon; undefined when the brand has none. */
export function brandIcon(registry: BrandRegistry, file: BrandFile): BrandIcon | undefined {
  const config = registry.configOf(file);
  if (!icons.has(config)) {
    const decoded = config.logo ? decodeDataUrl(config.logo) : undefined;
    icons.set(config, decoded && { type: decoded.type, body: decoded.bytes });
  }
  return icons.get(config);
}
