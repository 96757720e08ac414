import { callApi } from '../api/callApi';
import { previewToken } from '../api/previewToken';
import { ENCRYPTION_HEADER } from '@common/encryptionHeader';
import { startLanguage } from '@common/ssrContract';
import { loadCatalogue, type Catalogue } from '../i18n/loadCatalogue';
import { LOGO_URL, readBootData, validateThemeTokens, type ReadBootData } from './bootData';
import { hasBrandFolder, loadBrandFile, loadBrandLogo, loadBrandTheme } from './brandCatalog';
import { parseAppConfig } from './parseAppConfig';
import { reportConfigProblems } from './reportConfigProblems';
import { safeDefaults } from './safeDefaults';
import { validateWithFallback } from './validateWithFallback';
import type { AppConfig, DeepPartial, ThemeTokens } from './types';

/** The consolidated reply as start-up treats it: untrusted until validateWithFallback has repaired it. */
type ConsolidatedReply = { brand: { id?: string } & Record<string, unknown>; settings: Record<string, unknown> };

/** What start-up needs: validated configuration, the brand's theme tokens and logo, catalogues the page carried. */
export interface LoadedConfig {
  config: AppConfig;
  tokens: DeepPartial<ThemeTokens>;
  logoUrl: string | undefined;
  /** Catalogues by language: the page's (data block), else the start language's, loaded alongside the brand files. */
  catalogues: Record<string, Catalogue>;
}

/** Settings whose fields arrived open: nothing to decrypt (a sealed one would fail and fall back). */
const noDecryption: Decrypt = () => {
  throw new Error('no decryption code loaded');
};

/** Fields the server sends encrypted (SPEC §3): decrypted here; a field that fails to decrypt falls back. */
const ENCRYPTED_FIELDS = ['customerService', 'downloadResources'] as const;

type Decrypt = (cipherText: string, passphrase: string) => unknown;

function decryptFields(settings: Record<string, unknown>, passphrase: string | undefined, decrypt: Decrypt) {
  const out = { ...settings };
  for (const field of ENCRYPTED_FIELDS) {
    const value = out[field];
    if (typeof value !== 'string') continue;
    try {
      out[field] = decrypt(value, passphrase ?? '');
    } catch {
      delete out[field];
    }
  }
  return out;
}

/**
 * Loads the consolidated settings, validates them and repairs invalid parts from the brand's defaults. The
 * settings come from the page's data block when the server wrote one (no request at all), else from
 * GET /wps/system/settings/consolidated; both go through the same decryption and validation. The decryption code
 * loads alongside, and the brand's files in one step once its id is known, so start-up waits for one round trip
 * (none with the data block) rather than four.
 */
export async function loadAppConfig(
  boot: ReadBootData = readBootData(),
  storedLanguage?: string,
): Promise<LoadedConfig> {
  // The decryption code loads alongside the fetched settings; the reference server's data block has the two fields
  // open, so a start from it needs none (unless a block carries them sealed).
  const sealed = (settings: unknown) =>
    ENCRYPTED_FIELDS.some((f) => typeof (settings as Record<string, unknown> | undefined)?.[f] === 'string');
  const crypto = !boot.data || sealed(boot.data.consolidated.settings) ? import('@common/payloadCrypto') : undefined;
  reportConfigProblems(boot.problems);
  const { value, passphrase } = boot.data
    ? { value: boot.data.consolidated as Partial<ConsolidatedReply>, passphrase: boot.data.passphrase }
    : await fetchConsolidated();
  const id = typeof value.brand?.id === 'string' ? value.brand.id : undefined;
  const catalogues = { ...boot.data?.catalogues };
  const language = startLanguage(value.brand, storedLanguage);
  const [decryptJson, { tokens, logoUrl }, catalogue] = await Promise.all([
    crypto?.then((c) => c.decryptJson) ?? noDecryption,
    themeAndLogo(boot, id),
    catalogues[language] ? undefined : loadCatalogue(language),
  ]);
  if (catalogue) catalogues[language] = catalogue;
  const raw = {
    brand: value.brand,
    settings: decryptFields(value.settings ?? {}, passphrase, decryptJson),
  };
  const { config, problems } = await validated(raw, id);
  reportConfigProblems(problems);
  return { config, tokens, logoUrl, catalogues };
}

/**
 * The brand's theme tokens and logo: the page's, else the build's files, else (a brand created in the studio after the
 * build, or a console preview, whose files the build cannot have) the server's, in one request.
 */
async function themeAndLogo(boot: ReadBootData, id: string | undefined) {
  const data = boot.data;
  if (data) {
    const logoUrl = data.logoUrl !== undefined ? (data.logoUrl ?? undefined) : id ? await loadBrandLogo(id) : undefined;
    return { tokens: data.theme, logoUrl };
  }
  if (!id) return { tokens: {}, logoUrl: undefined };
  if (!hasBrandFolder(id) || previewToken()) {
    const { value } = await callApi('systemBrandTheme');
    // Checked as the page's block is: a bad token (a draft is stored mid-edit) falls back to the base theme's.
    const theme = validateWithFallback<DeepPartial<ThemeTokens>>(
      'systemBrandTheme.theme',
      validateThemeTokens,
      value.theme,
      {},
    );
    reportConfigProblems(theme.problems);
    const logo = value.logoUrl;
    return { tokens: theme.value, logoUrl: logo && LOGO_URL.test(logo) ? logo : undefined };
  }
  const [tokens, logoUrl] = await Promise.all([loadBrandTheme(id), loadBrandLogo(id)]);
  return { tokens, logoUrl };
}

/**
 * Valid settings need no defaults, so a healthy start downloads no brand file; only when a part fails is the brand's
 * file (its defaults) loaded to repair it, falling back to safe defaults for a brand this build does not know.
 */
async function validated(raw: { brand: unknown; settings: unknown }, id: string | undefined) {
  const first = parseAppConfig(raw, safeDefaults);
  if (first.problems.length === 0) return first;
  const brandFile = id ? await loadBrandFile(id) : undefined;
  return brandFile ? parseAppConfig(raw, { brand: brandFile.brand, settings: brandFile.settings }) : first;
}

async function fetchConsolidated() {
  const { value, headers } = await callApi('systemConsolidated');
  return { value: value as unknown as Partial<ConsolidatedReply>, passphrase: headers[ENCRYPTION_HEADER] };
}
