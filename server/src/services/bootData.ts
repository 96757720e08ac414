// The boot data block the server writes into the app's HTML (docs/performance.md, "One round trip to start"): the
// values the client would otherwise fetch before it can draw anything. The client validates them as it validates
// fetched configuration (src/config/bootData.ts) and falls back to fetching when the block is absent or unusable.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context';
import { brandsDir, type BrandFile } from '../brands/loadBrands';
import { announcementImageUrl } from '../content/urls';
import { readSettings } from './brandSettings';
import { liveAnnouncements } from './announcements';
import { brandIcon } from './manifest';

/** Version of the block's shape; the client ignores a block of another version. */
export const BOOT_DATA_VERSION = 1;
/** The id of the `<script type="application/json">` element. */
export const BOOT_DATA_ID = 'wps-boot';
/** The cookie the client mirrors its chosen language into, so the server can send that catalogue. */
export const LANGUAGE_COOKIE = 'wl_lang';

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

/** The language the client will start in: the one it remembered (cookie) if the brand offers it, else the brand's. */
export function startLanguage(brand: BrandFile, cookie: string | undefined): string {
  const languages: readonly string[] = brand.brand.languages;
  return cookie && languages.includes(cookie) ? cookie : brand.brand.defaultLanguage;
}

/** What the page depends on that can change while the server runs: the brand's stored settings. */
export async function settingsFingerprint(ctx: AppContext, brand: BrandFile): Promise<string> {
  const { settings } = await readSettings(ctx.db, brand);
  return createHash('sha1').update(JSON.stringify(settings)).digest('base64url');
}

const BANNER_TTL_MS = 5_000;
const banners = new Map<string, { at: number; url: string | undefined }>();

/**
 * The home page's largest paint: the first banner of the m_home group, the image the client shows first
 * (src/api/contentApi.ts imageOf: sequence 1, else the first image). Cached a few seconds per brand.
 */
export async function firstBannerUrl(ctx: AppContext, brandId: string): Promise<string | undefined> {
  const now = Date.now();
  const hit = banners.get(brandId);
  if (hit && now - hit.at < BANNER_TTL_MS) return hit.url;
  const rows = await liveAnnouncements(ctx, brandId, 'B');
  const first = rows.find((r) => r.groupName === 'm_home');
  let url: string | undefined;
  if (first) {
    const images = first.images as { sequence: number; url: string }[];
    url = images.find((i) => i.sequence === 1)?.url ?? images[0]?.url ?? announcementImageUrl(first.id);
  }
  banners.set(brandId, { at: now, url });
  return url;
}

/**
 * The block's JSON: the consolidated settings as GET /wps/system/settings/consolidated returns them (its two encrypted
 * fields opened), the brand's theme tokens and logo, the start language's catalogue and, for a
 * server-rendered page, the replies its first screen was rendered with (by request key). `<` is escaped so nothing in
 * a value can close the element.
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
  const data = {
    v: BOOT_DATA_VERSION,
    consolidated: { brand: brand.brand, settings },
    theme: brandTheme(brand.brand.id),
    logoUrl: brandLogoUrl(brand.brand.id),
    language,
    catalogues: catalogue ? { [catalogueLanguage]: catalogue } : {},
    ...(replies && Object.keys(replies).length ? { replies } : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data block element. */
export const bootDataElement = (json: string) =>
  `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
