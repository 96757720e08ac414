import { request } from '../api/client';
import { ENCRYPTION_HEADER } from '@common/encryptionHeader';
import { loadBrandFile, loadBrandLogo, loadBrandTheme } from './brandCatalog';
import { parseAppConfig } from './parseAppConfig';
import { reportConfigProblems } from './reportConfigProblems';
import { safeDefaults } from './safeDefaults';
import type { AppConfig, DeepPartial, ThemeTokens } from './types';

interface ConsolidatedReply {
  brand: { id?: string } & Record<string, unknown>;
  settings: Record<string, unknown>;
}

/** What start-up needs: validated configuration and the brand's theme tokens and logo. */
export interface LoadedConfig {
  config: AppConfig;
  tokens: DeepPartial<ThemeTokens>;
  logoUrl: string | undefined;
}

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
 * decryption code is fetched alongside the settings, and the brand's files in one step once its id is known, so
 * start-up waits for two round trips rather than four.
 */
export async function loadAppConfig(): Promise<LoadedConfig> {
  const crypto = import('@common/payloadCrypto');
  const { value, headers } = await request<ConsolidatedReply>({ url: '/system/settings/consolidated' });
  const id = typeof value.brand?.id === 'string' ? value.brand.id : undefined;
  const [{ decryptJson }, brandFile, tokens, logoUrl] = await Promise.all([
    crypto,
    id ? loadBrandFile(id) : undefined,
    id ? loadBrandTheme(id) : {},
    id ? loadBrandLogo(id) : undefined,
  ]);
  const raw = {
    brand: value.brand,
    settings: decryptFields(value.settings ?? {}, headers[ENCRYPTION_HEADER], decryptJson),
  };
  const defaults: AppConfig = brandFile ? { brand: brandFile.brand, settings: brandFile.settings } : safeDefaults;
  const { config, problems } = parseAppConfig(raw, defaults);
  reportConfigProblems(problems);
  return { config, tokens, logoUrl };
}
