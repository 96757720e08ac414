// Feature switches of the promotions (SPEC §6): white-label flags REWCEN3, MANPLAYREB3, PLYRBT and the MISSION
// promotion. Off means 403 auth.no.permission, as the client hides the entries.
import type { AppContext } from '../../context';
import { readSettings } from '../brandSettings';
import { PROMO_FAIL } from './failures';

export type PromoFlag = 'REWCEN3' | 'MANPLAYREB3' | 'PLYRBT' | 'MISSION';

/** Whether the brand has the flag on (stored settings). */
export async function flagOn(ctx: AppContext, brandId: string, flag: PromoFlag): Promise<boolean> {
  const file = ctx.brands.get(brandId);
  if (!file) return false;
  const { settings } = await readSettings(ctx.db, file);
  const s = settings as {
    whiteLabel?: Record<string, boolean>;
    promotions?: Record<string, { enabled?: boolean }>;
  };
  return flag === 'MISSION' ? s.promotions?.MISSION?.enabled === true : s.whiteLabel?.[flag] === true;
}

/** Refuses with auth.no.permission unless the flag is on. */
export async function requireFlag(ctx: AppContext, brandId: string, flag: PromoFlag): Promise<void> {
  if (!(await flagOn(ctx, brandId, flag))) throw PROMO_FAIL.noPermission();
}
