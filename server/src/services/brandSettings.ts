import { eq } from 'drizzle-orm';
import { encryptJson, newPassphrase } from '@common/payloadCrypto';
import type { Db } from '../db/client';
import { brandSettings } from '../db/schema';
import type { BrandFile, RegisterSettings } from '../brands/loadBrands';
import type { Clock } from './clock';
import { isPreviewFile } from './brands/previewFiles';

export interface StoredSettings {
  settings: Record<string, unknown>;
  registerSettings: RegisterSettings;
}

/** The brand's operator-editable settings (DB), falling back to its brand file when the row is missing. */
export async function readSettings(db: Db, file: BrandFile): Promise<StoredSettings> {
  // A console preview's brand file: its settings are the previewed configuration's, whatever is stored.
  if (isPreviewFile(file)) return { settings: { ...file.settings }, registerSettings: file.registerSettings };
  const rows = await db.select().from(brandSettings).where(eq(brandSettings.brandId, file.brand.id));
  const row = rows[0];
  if (!row) return { settings: { ...file.settings }, registerSettings: file.registerSettings };
  return {
    settings: row.settings as Record<string, unknown>,
    registerSettings: row.registerSettings as RegisterSettings,
  };
}

/** Fields sent encrypted in the consolidated settings (docs/decisions.md, "Encrypted fields"). */
const ENCRYPTED_FIELDS = ['customerService', 'downloadResources'];

/** The consolidated settings reply: the brand meta and its settings, two fields encrypted under a fresh passphrase. */
export async function consolidatedSettings(db: Db, file: BrandFile) {
  const { settings } = await readSettings(db, file);
  const passphrase = newPassphrase();
  // The console's settings (four eyes threshold) are the operators' business, not the players'.
  const { ops: _ops, ...forPlayers } = settings;
  const out: Record<string, unknown> = forPlayers;
  for (const field of ENCRYPTED_FIELDS) if (field in out) out[field] = encryptJson(out[field], passphrase);
  return { passphrase, value: { brand: file.brand, settings: out } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Deep-merges objects; arrays and other values replace. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = deepMerge(base[k], v);
  return out;
}

type SettingsPatch = { settings?: unknown; registerSettings?: unknown };

/** The stored settings with a patch deep-merged in (not stored). */
export async function mergeSettings(db: Db, file: BrandFile, patch: SettingsPatch): Promise<StoredSettings> {
  const current = await readSettings(db, file);
  return {
    settings: (patch.settings === undefined
      ? current.settings
      : deepMerge(current.settings, patch.settings)) as StoredSettings['settings'],
    registerSettings: (patch.registerSettings === undefined
      ? current.registerSettings
      : deepMerge(current.registerSettings, patch.registerSettings)) as RegisterSettings,
  };
}

/** Stores settings as they are: the caller checks them against the settings schemas first. */
export async function storeSettings(db: Db, file: BrandFile, clock: Clock, next: StoredSettings): Promise<void> {
  await db
    .insert(brandSettings)
    .values({ brandId: file.brand.id, ...next, updatedAt: clock() })
    .onConflictDoUpdate({ target: brandSettings.brandId, set: { ...next, updatedAt: clock() } });
}

/** Puts the brand file's (its live version's) settings back in the brand's row. */
export async function resetSettings(db: Db, file: BrandFile, clock: Clock): Promise<void> {
  const values = { settings: file.settings, registerSettings: file.registerSettings, updatedAt: clock() };
  await db
    .insert(brandSettings)
    .values({ brandId: file.brand.id, ...values })
    .onConflictDoUpdate({ target: brandSettings.brandId, set: values });
}
