import { eq } from 'drizzle-orm';
import { encryptJson, newPassphrase } from '@common/payloadCrypto';
import type { Db } from '../db/client';
import { brandSettings } from '../db/schema';
import type { BrandFile, RegisterSettings } from '../brands/loadBrands';
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
