// Changes a brand's stored settings in-process: the brand_settings row that readSettings serves. The server has no
// endpoint for it any more (players' settings change through the brand studio, docs/brand-studio.md).
import { Ajv, type ValidateFunction } from 'ajv';
import { readSharedSchemas, type BrandFile } from '../src/brands/loadBrands';
import { mergeSettings, resetSettings, storeSettings, type StoredSettings } from '../src/services/brandSettings';
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
