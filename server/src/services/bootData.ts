// The boot data block the server writes into the app's HTML (docs/architecture.md, "Start-up"; its shape, id and
// version are common/ssrContract.ts): the values the client would otherwise fetch before it can draw anything. The
// client validates them as it validates fetched configuration (src/config/bootData.ts) and falls back to fetching when
// the block is absent or unusable.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_DATA_VERSION, bootDataJson as blockJson } from '@common/ssrContract';
import type { AppContext } from '../context';
import { brandsDir, type BrandFile } from '../brands/loadBrands';
import { readSettings } from './brandSettings';
import { brandIcon } from './manifest';

const themes = new Map<string, unknown>();

/** The brand's theme tokens (brands/<id>/theme.json, the same file the client bundles), read once. */
export function brandTheme(id: string): unknown {
  if (!themes.has(id)) {
    const file = join(brandsDir, id, 'theme.json');
    themes.set(id, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  }
  return themes.get(id);
}

const logos = new Map<string, string | null>();

/**
 * The brand's logo (brands/<id>/logo.svg, the file the client bundles) as the data URL the client's build makes of it,
 * or null when the brand has none: the page carries it, so start-up does not fetch a module that holds only its URL.
 */
export function brandLogoUrl(id: string): string | null {
  if (!logos.has(id)) {
    const svg = brandIcon(id);
    logos.set(id, svg ? `data:image/svg+xml;base64,${svg.toString('base64')}` : null);
  }
  return logos.get(id)!;
}

/** What the page depends on that can change while the server runs: the brand's stored settings. */
export async function settingsFingerprint(ctx: AppContext, brand: BrandFile): Promise<string> {
  const { settings } = await readSettings(ctx.db, brand);
  return createHash('sha1').update(JSON.stringify(settings)).digest('base64url');
}

/**
 * The block's JSON: the consolidated settings as GET /wps/system/settings/consolidated returns them (its two encrypted
 * fields opened), the brand's theme tokens and logo, the start language's catalogue and, for a
 * server-rendered page, the replies its first screen was rendered with (by request key).
 */
export async function bootDataJson(
  ctx: AppContext,
  brand: BrandFile,
  language: string,
  catalogues: Record<string, unknown> | undefined,
  replies?: Record<string, unknown>,
): Promise<string> {
  // What the consolidated reply holds (services/brandSettings.ts consolidatedSettings), with the two fields the API
  // sends encrypted left open: their passphrase would travel beside them in the same page, so encrypting them protects
  // nothing here, and the client starts without the decryption code.
  const { settings } = await readSettings(ctx.db, brand);
  // Languages without a catalogue show English (src/i18n/i18n.ts fallbackLng).
  const catalogueLanguage = catalogues && language in catalogues ? language : 'EN';
  const catalogue = catalogues?.[catalogueLanguage];
  return blockJson({
    v: BOOT_DATA_VERSION,
    consolidated: { brand: brand.brand, settings },
    theme: brandTheme(brand.brand.id),
    logoUrl: brandLogoUrl(brand.brand.id),
    language,
    catalogues: catalogue ? { [catalogueLanguage]: catalogue } : {},
    ...(replies && Object.keys(replies).length ? { replies } : {}),
  });
}
