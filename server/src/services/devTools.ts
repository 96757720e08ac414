// Development-only tools behind /__dev (routes/dev.ts registers them only outside production).
import type { DevStoredSettings } from '@common/generated/api';
import type { BrandFile } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { patchSettings, resetSettings } from './brandSettings';

const BRAND_MAX = 40;

function brandFile(ctx: AppContext, id: string): BrandFile {
  const file = ctx.brands.get(id);
  if (!file) throw FAIL.fieldInvalid('brand', 'unknown brand');
  return file;
}

/** Deep-merges a patch into a brand's stored settings without validation (tests store invalid values on purpose). */
export async function patchBrandSettings(
  ctx: AppContext,
  brandId: string,
  patch: { settings?: unknown; registerSettings?: unknown },
): Promise<DevStoredSettings> {
  const stored = await patchSettings(ctx.db, brandFile(ctx, brandId), ctx.clock, patch);
  return stored as unknown as DevStoredSettings;
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
