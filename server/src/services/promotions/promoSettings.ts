// The promotion parts of a brand's settings (schemas/settings.schema.json: rebate, redRain, leaderboard). A database
// seeded before these settings existed has no such key: the brand file's value stands in, path by path.
import type { LeaderboardSettings, RebateSettings, RedRainSettings } from '@common/generated/api';
import type { AppContext } from '../../context';
import { readSettings } from '../brandSettings';

export interface PromoSettings {
  rebate: RebateSettings;
  redRain: RedRainSettings;
  leaderboard: LeaderboardSettings;
}

/** The brand's rebate, red rain and leaderboard settings (stored settings, else the brand file's). */
export async function promoSettings(ctx: AppContext, brandId: string): Promise<PromoSettings> {
  const file = ctx.brands.get(brandId);
  if (!file) throw new Error(`unknown brand ${brandId}`);
  const { settings } = await readSettings(ctx.db, file);
  const stored = settings as Partial<PromoSettings>;
  const defaults = file.settings as unknown as PromoSettings;
  return {
    rebate: stored.rebate ?? defaults.rebate,
    redRain: stored.redRain ?? defaults.redRain,
    leaderboard: stored.leaderboard ?? defaults.leaderboard,
  };
}

/** The brand's member rebate rates in basis points of valid stake, by bet category (agents' rates stay below). */
export async function brandRebateRates(ctx: AppContext, brandId: string): Promise<RebateSettings['rates']> {
  return (await promoSettings(ctx, brandId)).rebate.rates;
}
