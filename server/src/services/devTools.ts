// Development tools behind /__dev (routes/dev.ts registers them only with the dev tools switched on).
import { Ajv, type ValidateFunction } from 'ajv';
import type { DevStoredSettings } from '@common/generated/api';
import { readSharedSchemas, type BrandFile } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { mergeSettings, resetSettings, storeSettings } from './brandSettings';

const BRAND_MAX = 40;

function brandFile(ctx: AppContext, id: string): BrandFile {
  const file = ctx.brands.get(id);
  if (!file) throw FAIL.fieldInvalid('brand', 'unknown brand');
  return file;
}

let validators: { settings: ValidateFunction; registerSettings: ValidateFunction } | undefined;

/** The settings schemas the brand files are checked against (schemas/*.schema.json), compiled once. */
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

/**
 * Deep-merges a patch into a brand's stored settings; the result must pass the settings schemas (400 otherwise).
 * `unchecked: true` skips the check, only on a server built with the test option allowUncheckedSettings: tests store
 * invalid values on purpose to prove the client's fallback.
 */
export async function patchBrandSettings(
  ctx: AppContext,
  brandId: string,
  patch: { settings?: unknown; registerSettings?: unknown; unchecked?: boolean },
): Promise<DevStoredSettings> {
  const file = brandFile(ctx, brandId);
  if (patch.unchecked && !ctx.allowUncheckedSettings)
    throw FAIL.fieldInvalid('unchecked', 'only on a test server (allowUncheckedSettings)');
  const next = await mergeSettings(ctx.db, file, patch);
  if (!patch.unchecked) {
    const check = settingsValidators();
    for (const part of ['settings', 'registerSettings'] as const) {
      const validate = check[part];
      if (!validate(next[part])) {
        const e = validate.errors?.[0];
        throw FAIL.fieldInvalid(part, `${e?.instancePath || '/'} ${e?.message ?? 'invalid'}`);
      }
    }
  }
  await storeSettings(ctx.db, file, ctx.clock, next);
  return next as unknown as DevStoredSettings;
}

/**
 * Resets the stored settings of the brand named in the body (`{ brand }`), or of every brand without one. The body is
 * checked here, as the schema did before: the contract cannot declare a body that may be absent.
 */
export async function resetBrandSettings(ctx: AppContext, body: unknown): Promise<null> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw FAIL.fieldInvalid('body', 'must be an object');
  const brand = (body as { brand?: unknown } | null | undefined)?.brand;
  if (brand !== undefined && (typeof brand !== 'string' || brand.length > BRAND_MAX))
    throw FAIL.fieldInvalid('brand', 'a brand id of at most 40 characters');
  const files = brand ? [brandFile(ctx, brand)] : [...ctx.brands.values()];
  for (const file of files) await resetSettings(ctx.db, file, ctx.clock);
  return null;
}
