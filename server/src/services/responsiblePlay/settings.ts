// The brand's responsible-play settings (settings.responsiblePlay), with defaults for a brand that has none, and the
// limit keys with their calendar periods in the brand's time zone.
import type { RpLimitKey } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { BrandFile } from '../../brands/loadBrands';
import { readSettings } from '../brandSettings';
import { zoneOffsetMs } from '../wallet/localTime';

export const LIMIT_KEYS: RpLimitKey[] = [
  'deposit.day',
  'deposit.week',
  'deposit.month',
  'loss.day',
  'loss.week',
  'loss.month',
  'wager.day',
  'wager.week',
  'wager.month',
  'session',
];

export type MoneyKind = 'deposit' | 'loss' | 'wager';
export type Period = 'day' | 'week' | 'month';

export interface RpSettings {
  minimumAge: 18 | 21;
  requireBirthDate: boolean;
  limitsOffered: RpLimitKey[];
  realityCheckDefault: 15 | 30 | 60;
  helpLines: { name: string; contact: string; url?: string }[];
}

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;

/** The brand's settings; a brand without them: its ageLimit, no birth date required, every limit, 60 minutes. */
export async function rpSettings(ctx: Pick<AppContext, 'db'>, file: BrandFile): Promise<RpSettings> {
  const { settings } = await readSettings(ctx.db, file);
  const stored = (settings as { responsiblePlay?: RpSettings }).responsiblePlay;
  if (stored) return stored;
  const age = (file.brand as { ageLimit?: number }).ageLimit ?? 21;
  return {
    minimumAge: age >= 21 ? 21 : 18,
    requireBirthDate: false,
    limitsOffered: LIMIT_KEYS,
    realityCheckDefault: 60,
    helpLines: [],
  };
}

export const isMoneyKey = (key: string): key is Exclude<RpLimitKey, 'session'> => key !== 'session';

export function splitKey(key: Exclude<RpLimitKey, 'session'>): { kind: MoneyKind; period: Period } {
  const [kind, period] = key.split('.') as [MoneyKind, Period];
  return { kind, period };
}

/**
 * The calendar period containing `at` in the brand's time zone: the day from 00:00, the week from Monday, the month
 * from the 1st. The zone is required: a default once counted every brand's limits in Manila time.
 */
export function periodBounds(period: Period, at: Date, timeZone: string): { from: Date; to: Date } {
  const offset = zoneOffsetMs(at, timeZone);
  const local = new Date(at.getTime() + offset);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let fromLocal: number;
  let toLocal: number;
  if (period === 'day') {
    fromLocal = Date.UTC(y, m, d);
    toLocal = Date.UTC(y, m, d + 1);
  } else if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    fromLocal = Date.UTC(y, m, d - sinceMonday);
    toLocal = Date.UTC(y, m, d - sinceMonday + 7);
  } else {
    fromLocal = Date.UTC(y, m, 1);
    toLocal = Date.UTC(y, m + 1, 1);
  }
  const back = (t: number) => new Date(t - zoneOffsetMs(new Date(t - offset), timeZone));
  return { from: back(fromLocal), to: back(toLocal) };
}
