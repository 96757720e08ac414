import { request } from '../api/client';
import { decryptJson, ENCRYPTION_HEADER } from '../api/payloadCrypto';
import { loadBrandFile } from './brandCatalog';
import { parseAppConfig } from './parseAppConfig';
import { reportConfigProblems } from './reportConfigProblems';
import { safeDefaults } from './safeDefaults';
import type { AppConfig } from './types';

interface ConsolidatedReply {
  brand: { id?: string } & Record<string, unknown>;
  settings: Record<string, unknown>;
}

/** Fields the server sends encrypted (SPEC §3): decrypted here; a field that fails to decrypt falls back. */
const ENCRYPTED_FIELDS = ['customerService', 'downloadResources'] as const;

function decryptFields(settings: Record<string, unknown>, passphrase: string | undefined) {
  const out = { ...settings };
  for (const field of ENCRYPTED_FIELDS) {
    const value = out[field];
    if (typeof value !== 'string') continue;
    try {
      out[field] = decryptJson(value, passphrase ?? '');
    } catch {
      delete out[field];
    }
  }
  return out;
}

/** Loads the consolidated settings, validates them and repairs invalid parts from the brand's defaults. */
export async function loadAppConfig(): Promise<AppConfig> {
  const { value, headers } = await request<ConsolidatedReply>({ url: '/system/settings/consolidated' });
  const raw = { brand: value.brand, settings: decryptFields(value.settings ?? {}, headers[ENCRYPTION_HEADER]) };
  const brandFile = typeof value.brand?.id === 'string' ? await loadBrandFile(value.brand.id) : undefined;
  const defaults: AppConfig = brandFile ? { brand: brandFile.brand, settings: brandFile.settings } : safeDefaults;
  const { config, problems } = parseAppConfig(raw, defaults);
  reportConfigProblems(problems);
  return config;
}
