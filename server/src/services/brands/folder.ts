// A brands/<id>/ folder as one BrandConfig and back (docs/brand-studio.md): brand.json, theme.json (optional, {}
// when absent) and the logo (logo.svg, else logo.png or logo.webp) as a data URL. The folder is how a brand enters
// code review; the database holds what is served.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '@common/generated/api';
import type { BrandFile } from '../../brands/loadBrands';

const LOGO_FILES = [
  ['logo.svg', 'image/svg+xml'],
  ['logo.png', 'image/png'],
  ['logo.webp', 'image/webp'],
] as const;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The folder's logo as a data URL, or null when it has none. */
export function readLogo(dir: string): string | null {
  for (const [name, type] of LOGO_FILES) {
    const file = join(dir, name);
    if (existsSync(file)) return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  }
  return null;
}

/** The folder as a BrandConfig (unchecked: the caller validates); `brand` given: instead of its brand.json. */
export function readBrandFolder(dir: string, brand?: BrandFile): BrandConfig {
  const themeFile = join(dir, 'theme.json');
  return {
    brand: brand ?? (readJson(join(dir, 'brand.json')) as BrandFile),
    theme: existsSync(themeFile) ? (readJson(themeFile) as BrandConfig['theme']) : {},
    logo: existsSync(dir) ? readLogo(dir) : null,
  };
}

/** A data URL's media type and bytes, or undefined when it is not a base64 data URL. */
export function decodeDataUrl(url: string): { type: string; bytes: Buffer } | undefined {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  return match ? { type: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : undefined;
}

/** Writes the configuration as a brands/<id>/-shaped folder (replacing its brand, theme and logo files). */
export function writeBrandFolder(config: BrandConfig, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const written = ['brand.json', 'theme.json'];
  writeFileSync(join(dir, 'brand.json'), `${JSON.stringify(config.brand, null, 2)}\n`);
  writeFileSync(join(dir, 'theme.json'), `${JSON.stringify(config.theme, null, 2)}\n`);
  for (const [name] of LOGO_FILES) rmSync(join(dir, name), { force: true });
  const logo = config.logo ? decodeDataUrl(config.logo) : undefined;
  const name = LOGO_FILES.find(([, type]) => type === logo?.type)?.[0];
  if (logo && name) {
    writeFileSync(join(dir, name), logo.bytes);
    written.push(name);
  }
  return written;
}
