import type { BrandFile } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { readSettings } from './brandSettings';

/** Refuses sign-in and registration while the brand is in maintenance. */
export async function assertOpen(ctx: AppContext, brand: BrandFile): Promise<void> {
  const { settings } = await readSettings(ctx.db, brand);
  if (settings.maintenance === true) throw FAIL.maintenance();
}
