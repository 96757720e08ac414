// The boot data block the server writes into the app's HTML (docs/architecture.md, "Start-up"; its shape, id and
// version are common/ssrContract.ts): the values the client would otherwise fetch before it can draw anything. The
// client validates them as it validates fetched configuration (src/config/bootData.ts) and falls back to fetching when
// the block is absent or unusable.
import { createHash } from 'node:crypto';
import { BOOT_DATA_VERSION, bootDataJson as blockJson } from '@common/ssrContract';
import type { AppContext } from '../context';
import type { BrandFile } from '../brands/loadBrands';
import { readSettings } from './brandSettings';

/** The brand's theme tokens: its live version's (services/brands/registry.ts), or the preview's. */
export function brandTheme(ctx: AppContext, brand: BrandFile): unknown {
  return ctx.brandRegistry.configOf(brand).theme;
}

/**
 * The brand's logo as a data URL (as the version stores it), or null when the brand has none: the page carries it, so
 * start-up does not fetch a module that holds only its URL.
 */
export function brandLogoUrl(ctx: AppContext, brand: BrandFile): string | null {
  return ctx.brandRegistry.configOf(brand).logo;
}

/**
 * What the page depends on that can change while the server runs: the brand's stored settings and the version served
 * (theme and logo change only with it).
 */
export async function settingsFingerprint(ctx: AppContext, brand: BrandFile): Promise<string> {
  const { settings } = await readSettings(ctx.db, brand);
  return createHash('sha1')
    .update(JSON.stringify(settings))
    .update(ctx.brandRegistry.revisionOf(brand))
    .digest('base64url');
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
  /** The theme and logo to carry instead of the brand's live ones (a console preview's: services/brands/previewLook.ts). */
  look?: { theme: unknown; logoUrl: string | null },
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
    theme: look ? look.theme : brandTheme(ctx, brand),
    logoUrl: look ? look.logoUrl : brandLogoUrl(ctx, brand),
    language,
    catalogues: catalogue ? { [catalogueLanguage]: catalogue } : {},
    ...(replies && Object.keys(replies).length ? { replies } : {}),
  });
}
