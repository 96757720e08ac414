// The server's enforcement: exclusions at sign-in and launch; limits at deposit, at game launch and at every wager
// (demo spin, vendor feed).
// Only the limit in force counts (a pending raise never does). Each refusal names the limit and when it resets.
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { brandTimeZone } from '../records/reportRange';
import { rpLimits } from '../../db/schema';
import { RP_FAIL } from './failures';
import { exclusionInForce } from './inherit';
import { limitRows, type LimitRow } from './limits';
import { isMoneyKey, periodBounds, splitKey, type MoneyKind } from './settings';
import { signedInMinutes, usedCents } from './usage';

type MoneyLimit = { key: string; kind: MoneyKind; period: 'day' | 'week' | 'month'; value: number };

function moneyLimits(rows: LimitRow[], kinds: MoneyKind[]): MoneyLimit[] {
  const out: MoneyLimit[] = [];
  for (const r of rows) {
    if (r.value === null || !isMoneyKey(r.key)) continue;
    const { kind, period } = splitKey(r.key);
    if (kinds.includes(kind)) out.push({ key: r.key, kind, period, value: r.value });
  }
  return out;
}

/** Where and when a check runs: the member's brand's time zone sets the periods' bounds. */
export interface RpAt {
  now: Date;
  timeZone: string;
}

/** Now, in the time zone of the brand the member belongs to. */
export const rpAt = (ctx: Pick<AppContext, 'brands' | 'clock'>, brandId: string, now = ctx.clock()): RpAt => ({
  now,
  timeZone: brandTimeZone(ctx, brandId),
});

/** Refuses when `addCents` more would pass one of the member's limits of these kinds (at `at`). */
async function checkMoney(db: Db, userId: number, rows: LimitRow[], kinds: MoneyKind[], addCents: number, at: RpAt) {
  for (const l of moneyLimits(rows, kinds)) {
    const { from, to } = periodBounds(l.period, at.now, at.timeZone);
    const used = await usedCents(db, userId, l.kind, from, to, at.now);
    if (used + addCents > l.value) throw RP_FAIL.moneyLimit(l.kind, l.key, l.period, l.value, used, to);
  }
}

/**
 * Refuses when the session-time limit is reached: minutes signed in over the brand-local day, across every sign-in
 * (docs/decisions.md), so signing out and in again does not reset it; it resets at midnight.
 */
async function checkSession(db: Db, userId: number, rows: LimitRow[], at: RpAt) {
  const limit = rows.find((r) => r.key === 'session')?.value;
  if (limit == null) return;
  const { from, to } = periodBounds('day', at.now, at.timeZone);
  const minutes = await signedInMinutes(db, userId, from, at.now);
  if (minutes >= limit) throw RP_FAIL.sessionLimit(limit, minutes, to);
}

/** At deposit: the order's amount must fit every deposit limit. */
export async function checkDeposit(db: Db, userId: number, amountCents: number, at: RpAt): Promise<void> {
  const rows = await limitRows(db, userId);
  await checkMoney(db, userId, rows, ['deposit'], amountCents, at);
}

/** At every wager: the stake must fit the wager and loss limits (the stake may be lost), and the session limit. */
export async function checkWager(db: Db, userId: number, stakeCents: number, at: RpAt): Promise<void> {
  const rows = await limitRows(db, userId);
  if (rows.length === 0) return;
  await checkSession(db, userId, rows, at);
  await checkMoney(db, userId, rows, ['wager', 'loss'], stakeCents, at);
}

/** Sign-in: refused during an exclusion (its own, or one inherited from a linked account), with its kind and end. */
export async function assertNotExcluded(db: Db, userId: number, now: Date): Promise<void> {
  const row = await exclusionInForce(db, userId, now, 'operator');
  if (row) throw RP_FAIL.excluded(row.kind, row.until);
}

/** At launch: not excluded, session time left, and no wager or loss limit already used up. */
export async function checkLaunch(db: Db, userId: number, at: RpAt): Promise<void> {
  await assertNotExcluded(db, userId, at.now);
  const rows = await limitRows(db, userId);
  if (rows.length === 0) return;
  await checkSession(db, userId, rows, at);
  // The smallest stake (₱0.01) must still fit.
  await checkMoney(db, userId, rows, ['wager', 'loss'], 1, at);
}

interface FeedBetLike {
  brandId: string;
  userId: number;
  stakeCents: number;
  winCents: number;
  settledAt: Date;
}

/**
 * The vendor feed's guard for one call: one query for the limits of all its members; only members with a wager or
 * loss limit cost more. `allows` says whether a bet fits (counting the bets settled earlier in the same call);
 * `settled` adds a bet that was settled.
 */
export async function feedLimitGuard(db: Db, bets: FeedBetLike[], timeZoneOf: (brandId: string) => string) {
  const ids = [...new Set(bets.map((b) => b.userId))];
  const rows = ids.length
    ? await db
        .select()
        .from(rpLimits)
        .where(and(inArray(rpLimits.userId, ids), isNotNull(rpLimits.value)))
    : [];
  const byUser = new Map<number, MoneyLimit[]>();
  for (const r of rows) {
    const limits = moneyLimits([r], ['wager', 'loss']);
    if (limits.length) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), ...limits]);
  }
  const used = new Map<string, number>();
  const usedOf = async (brandId: string, userId: number, l: MoneyLimit, at: Date) => {
    const { from, to } = periodBounds(l.period, at, timeZoneOf(brandId));
    const k = `${userId}|${l.key}|${from.getTime()}`;
    if (!used.has(k)) used.set(k, await usedCents(db, userId, l.kind, from, to, at));
    return { k, value: used.get(k)! };
  };
  return {
    async allows(bet: FeedBetLike): Promise<boolean> {
      for (const l of byUser.get(bet.userId) ?? []) {
        const { value } = await usedOf(bet.brandId, bet.userId, l, bet.settledAt);
        if (value + bet.stakeCents > l.value) return false;
      }
      return true;
    },
    async settled(bet: FeedBetLike): Promise<void> {
      for (const l of byUser.get(bet.userId) ?? []) {
        const { k, value } = await usedOf(bet.brandId, bet.userId, l, bet.settledAt);
        const add = l.kind === 'wager' ? bet.stakeCents : bet.stakeCents - bet.winCents;
        used.set(k, Math.max(0, value + add));
      }
    },
  };
}
