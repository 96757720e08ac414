// The daily cap on transfers to superior (issue 28, finding 2): what one member may move to the upline in the brand's
// local day, a brand setting (settings.uplineTransfer.dailyCap) with a default for a brand that has none.
import { decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { readSettings } from '../brandSettings';
import type { Tx } from '../ledger';
import { brandTimeZone } from '../records/reportRange';
import { sumEntriesCents } from './entrySums';
import { startOfLocalDay } from './localTime';

/** ₱100,000.00 a day: one transfer of the largest size (TRANSFER_RULES.maxCents); docs/decisions.md. */
export const DEFAULT_TRANSFER_DAILY_CAP_CENTS = 100_000_00;

/** The brand's daily cap in centavos (stored settings, else the brand file, else the default). */
export async function transferDailyCapCents(ctx: AppContext, brandId: string): Promise<number> {
  const file = ctx.brands.get(brandId);
  if (!file) throw new Error(`unknown brand ${brandId}`);
  const { settings } = await readSettings(ctx.db, file);
  const stored = (settings as { uplineTransfer?: { dailyCap: string } }).uplineTransfer;
  const cap = (stored ?? file.settings.uplineTransfer)?.dailyCap;
  return cap === undefined ? DEFAULT_TRANSFER_DAILY_CAP_CENTS : (decimalToCents(cap) ?? 0);
}

/** When the brand's local day began (the cap's period). */
export const transferDayStart = (ctx: AppContext, brandId: string): Date =>
  startOfLocalDay(ctx.clock(), brandTimeZone(ctx, brandId));

/** Centavos the wallet has transferred to its superior since `since`. */
export const transferredSinceCents = (db: Db | Tx, walletAccountId: number, since: Date): Promise<number> =>
  sumEntriesCents(db, walletAccountId, { sign: 'out', entryKind: 'upline-transfer', since });
