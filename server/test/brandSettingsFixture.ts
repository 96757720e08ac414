// Changes a brand's stored settings in-process: the brand_settings row that readSettings serves. The server has no
// endpoint for it any more (players' settings change through the brand studio, docs/brand-studio.md).
import { Ajv, type ValidateFunction } from 'ajv';
import { readSharedSchemas, type BrandFile, type RegisterSettings } from '../src/brands/loadBrands';
import type { Db } from '../src/db/client';
import { brandSettings } from '../src/db/schema';
import { readSettings, type StoredSettings } from '../src/services/brandSettings';
import type { Clock } from '../src/services/clock';
import type { TestServer } from './harness';

type Server = Pick<TestServer, 'ctx'>;

export interface SettingsPatch {
  settings?: unknown;
  registerSettings?: unknown;
}

let validators: Record<keyof StoredSettings, ValidateFunction> | undefined;

/** The schemas the brand files are checked against (schemas/*.schema.json), compiled once per test file. */
function settingsValidators() {
  if (validators) return validators;
  const ajv = new Ajv({ allErrors: false, strict: false });
  for (const schema of Object.values(readSharedSchemas())) ajv.addSchema(schema);
  validators = {
    settings: ajv.getSchema('settings.schema.json')!,
    registerSettings: ajv.getSchema('register-settings.schema.json')!,
  };
  return validators;
}

function brandFile(s: Server, brand: string): BrandFile {
  const file = s.ctx.brands.get(brand);
  if (!file) throw new Error(`unknown brand ${brand}`);
  return file;
}

/**
 * Deep-merges `patch` into the brand's stored settings. The result must pass the settings schemas, else it throws
 * naming the failing field and stores nothing; `unchecked` stores it anyway (tests of invalid stored settings).
 */
export async function setBrandSettings(
  s: Server,
  patch: SettingsPatch,
  { brand = 'lucky-peso', unchecked = false }: { brand?: string; unchecked?: boolean } = {},
): Promise<StoredSettings> {
  const file = brandFile(s, brand);
  const next = await mergeSettings(s.ctx.db, file, patch);
  if (!unchecked) {
    const check = settingsValidators();
    for (const part of ['settings', 'registerSettings'] as const) {
      if (check[part](next[part])) continue;
      const e = check[part].errors?.[0];
      throw new Error(`${brand} ${part}${e?.instancePath ?? ''}: ${e?.message ?? 'invalid'}`);
    }
  }
  await storeSettings(s.ctx.db, file, s.ctx.clock, next);
  return next;
}

/** Puts the brand's settings back to its brand file's (every brand's without one). */
export async function resetBrandSettings(s: Server, brand?: string): Promise<void> {
  const files = brand ? [brandFile(s, brand)] : [...s.ctx.brands.values()];
  for (const file of files) await resetSettings(s.ctx.db, file, s.ctx.clock);
}

// The row's writers: nothing in the product writes it but a publish (services/brands/store.ts addLiveVersion).
function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Deep-merges objects; arrays and other values replace. */
function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = deepMerge(base[k], v);
  return out;
}

/** The stored settings with a patch deep-merged in (not stored). */
async function mergeSettings(db: Db, file: BrandFile, patch: SettingsPatch): Promise<StoredSettings> {
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
async function storeSettings(db: Db, file: BrandFile, clock: Clock, next: StoredSettings): Promise<void> {
  await db
    .insert(brandSettings)
    .values({ brandId: file.brand.id, ...next, updatedAt: clock() })
    .onConflictDoUpdate({ target: brandSettings.brandId, set: { ...next, updatedAt: clock() } });
}

/** Puts the brand file's (its live version's) settings back in the brand's row. */
async function resetSettings(db: Db, file: BrandFile, clock: Clock): Promise<void> {
  const values = { settings: file.settings, registerSettings: file.registerSettings, updatedAt: clock() };
  await db
    .insert(brandSettings)
    .values({ brandId: file.brand.id, ...values })
    .onConflictDoUpdate({ target: brandSettings.brandId, set: values });
}
