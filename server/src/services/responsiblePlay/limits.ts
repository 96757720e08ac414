// The member's limits: a new or lower limit applies at once; a raise or a removal waits 24 hours and then needs the
// member's confirmation (until then the current limit stays in force). Every change goes to the history.
import { and, eq } from 'drizzle-orm';
import type { RpLimitKey, RpSetLimitBody } from '@common/generated/api';
import { decimalToCents } from '@common/money';
import type { Db } from '../../db/client';
import { rpLimits } from '../../db/schema';
import { RP_FAIL } from './failures';
import { record } from './history';
import { isMoneyKey, type RpSettings } from './settings';

export const RAISE_DELAY_MS = 24 * 3600_000;
/** The largest money limit accepted (₱100,000,000.00): beyond it a limit means nothing. */
const MAX_LIMIT_CENTS = 10_000_000_000;

export type LimitRow = typeof rpLimits.$inferSelect;
export interface Member {
  id: number;
  brandId: string;
}

export async function limitRows(db: Db, userId: number): Promise<LimitRow[]> {
  return db.select().from(rpLimits).where(eq(rpLimits.userId, userId));
}

async function rowOf(db: Db, userId: number, key: string): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(rpLimits)
    .where(and(eq(rpLimits.userId, userId), eq(rpLimits.key, key)));
  return row;
}

/** The requested value (centavos or minutes), or undefined for a removal; refuses what the brand does not offer. */
function requested(body: RpSetLimitBody, settings: RpSettings): number | undefined {
  if (!settings.limitsOffered.includes(body.key)) throw RP_FAIL.limitInvalid('key');
  if (body.remove) return undefined;
  if (!isMoneyKey(body.key)) {
    if (body.minutes === undefined) throw RP_FAIL.limitInvalid('minutes');
    return body.minutes;
  }
  const cents = body.amount === undefined ? undefined : decimalToCents(body.amount);
  if (cents === undefined || cents <= 0 || cents > MAX_LIMIT_CENTS) throw RP_FAIL.limitInvalid('amount');
  return cents;
}

const noPending = { pendingValue: null, pendingRemove: false, pendingRequestedAt: null, pendingEffectiveAt: null };

async function upsert(db: Db, member: Member, key: string, set: Partial<LimitRow>, now: Date) {
  await db
    .insert(rpLimits)
    .values({ userId: member.id, brandId: member.brandId, key, value: null, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: [rpLimits.userId, rpLimits.key], set: { ...set, updatedAt: now } });
}

/** PUT /limits: set, lower (at once) or raise / remove (pending 24 hours, then confirmed). */
export async function setLimit(db: Db, member: Member, settings: RpSettings, body: RpSetLimitBody, now: Date) {
  const value = requested(body, settings);
  const current = (await rowOf(db, member.id, body.key))?.value ?? null;
  const base = { brandId: member.brandId, userId: member.id, at: now, key: body.key, source: 'member' as const };
  if (value === undefined) {
    if (current === null) return;
    await upsert(db, member, body.key, pendingOf(null, true, now), now);
    await record(db, { ...base, action: 'limit.remove.requested', previousAmountCents: current });
    return;
  }
  if (current === null || value <= current) {
    await upsert(db, member, body.key, { value, ...noPending }, now);
    const action = current === null ? 'limit.set' : 'limit.lowered';
    await record(db, { ...base, action, amountCents: value, previousAmountCents: current });
    return;
  }
  await upsert(db, member, body.key, pendingOf(value, false, now), now);
  await record(db, { ...base, action: 'limit.raise.requested', amountCents: value, previousAmountCents: current });
}

const pendingOf = (value: number | null, remove: boolean, now: Date) => ({
  pendingValue: value,
  pendingRemove: remove,
  pendingRequestedAt: now,
  pendingEffectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
});

const hasPending = (row: LimitRow | undefined): row is LimitRow & { pendingEffectiveAt: Date } =>
  !!row?.pendingEffectiveAt;

/** POST /limits/confirm: applies a pending raise or removal once its 24 hours have passed. */
export async function confirmLimit(db: Db, member: Member, settings: RpSettings, key: RpLimitKey, now: Date) {
  if (!settings.limitsOffered.includes(key)) throw RP_FAIL.limitInvalid('key');
  const row = await rowOf(db, member.id, key);
  if (!hasPending(row)) throw RP_FAIL.noPending();
  if (now.getTime() < row.pendingEffectiveAt.getTime()) throw RP_FAIL.pendingEarly(row.pendingEffectiveAt);
  const value = row.pendingRemove ? null : row.pendingValue;
  await upsert(db, member, key, { value, ...noPending }, now);
  await record(db, {
    brandId: member.brandId,
    userId: member.id,
    at: now,
    key,
    source: 'member',
    action: row.pendingRemove ? 'limit.remove.confirmed' : 'limit.raise.confirmed',
    amountCents: value,
    previousAmountCents: row.value,
  });
}

/** POST /limits/cancel: drops a pending change; the current limit stays. */
export async function cancelLimit(db: Db, member: Member, settings: RpSettings, key: RpLimitKey, now: Date) {
  if (!settings.limitsOffered.includes(key)) throw RP_FAIL.limitInvalid('key');
  const row = await rowOf(db, member.id, key);
  if (!hasPending(row)) throw RP_FAIL.noPending();
  await upsert(db, member, key, noPending, now);
  await record(db, {
    brandId: member.brandId,
    userId: member.id,
    at: now,
    key,
    source: 'member',
    action: 'limit.pending.cancelled',
    amountCents: row.pendingValue,
    previousAmountCents: row.value,
  });
}
