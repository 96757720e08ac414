// Time-out (24 h, 7 d, 30 d) and self-exclusion (6 months, 1 year, 5 years): every session ends, sign-in is refused
// with the end date, marketing stops. A self-exclusion cannot be ended in its first 6 months; a time-out never early.
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RpDuration, RpExclusion } from '@common/generated/api';
import type { Db } from '../../db/client';
import { rpExclusions } from '../../db/schema';
import { RP_FAIL } from './failures';
import { record } from './history';
import { EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from './settings';

export type ExclusionRow = typeof rpExclusions.$inferSelect;

const addMonths = (at: Date, months: number) => {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** The end of a time-out or self-exclusion started at `at`. */
export function endOf(duration: RpDuration, at: Date): Date {
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as Record<string, number>;
  if (duration in hours) return new Date(at.getTime() + hours[duration]! * 3600_000);
  return addMonths(at, { '6m': 6, '1y': 12, '5y': 60 }[duration as '6m' | '1y' | '5y']);
}

export const kindOf = (duration: RpDuration) =>
  (TIMEOUT_DURATIONS as readonly string[]).includes(duration) ? 'timeout' : 'selfExclusion';

export const exclusionView = (r: ExclusionRow): RpExclusion => ({
  kind: r.kind as RpExclusion['kind'],
  duration: r.duration as RpDuration,
  startedAt: r.startedAt.getTime(),
  until: r.until.getTime(),
  undoableFrom: r.undoableFrom.getTime(),
});

/** The exclusion in force at `now` (the one ending last), else undefined. */
export async function activeExclusion(db: Db, userId: number, now: Date): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(rpExclusions)
    .where(and(eq(rpExclusions.userId, userId), isNull(rpExclusions.endedAt), gt(rpExclusions.until, now)))
    .orderBy(desc(rpExclusions.until))
    .limit(1);
  return row;
}

/** Of these members, the ones excluded at `now` (agent team lists, marketing sends). */
export async function excludedAmong(db: Db, userIds: number[], now: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: rpExclusions.userId })
    .from(rpExclusions)
    .where(and(inArray(rpExclusions.userId, userIds), isNull(rpExclusions.endedAt), gt(rpExclusions.until, now)));
  return new Set(rows.map((r) => r.userId));
}

/** Marketing sends: the members of the list who may receive marketing (not excluded now). */
export async function marketingRecipients(db: Db, userIds: number[], now: Date): Promise<number[]> {
  const excluded = await excludedAmong(db, userIds, now);
  return userIds.filter((id) => !excluded.has(id));
}

/** Starts an exclusion (the caller has checked the password and ends the sessions). */
export async function startExclusion(
  db: Db,
  member: { id: number; brandId: string },
  duration: RpDuration,
  now: Date,
): Promise<ExclusionRow> {
  if (![...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS].includes(duration as never)) throw RP_FAIL.durationInvalid();
  const kind = kindOf(duration);
  const until = endOf(duration, now);
  const undoableFrom = kind === 'timeout' ? until : addMonths(now, 6);
  const [row] = await db
    .insert(rpExclusions)
    .values({ brandId: member.brandId, userId: member.id, kind, duration, startedAt: now, until, undoableFrom })
    .returning();
  await record(db, {
    brandId: member.brandId,
    userId: member.id,
    at: now,
    action: kind === 'timeout' ? 'timeout.started' : 'selfExclusion.started',
    duration,
    until,
    source: 'member',
  });
  return row!;
}

/** Ends a self-exclusion early: refused before its first 6 months, and for a time-out. */
export async function endExclusion(db: Db, member: { id: number; brandId: string }, now: Date): Promise<void> {
  const row = await activeExclusion(db, member.id, now);
  if (!row) throw RP_FAIL.exclusionNone();
  if (row.kind === 'timeout' || now.getTime() < row.undoableFrom.getTime()) {
    throw RP_FAIL.exclusionLocked(row.kind, row.undoableFrom, row.until);
  }
  await db.update(rpExclusions).set({ endedAt: now }).where(eq(rpExclusions.id, row.id));
  await record(db, {
    brandId: member.brandId,
    userId: member.id,
    at: now,
    action: 'exclusion.reinstated',
    duration: row.duration,
    until: row.until,
    source: 'member',
  });
}

/** SQL: whether the member `userId` is excluded at `now` (for lists built in SQL, e.g. the agent's team). */
export const excludedNow = (now: Date, userId: SQL) =>
  sql`exists (select 1 from rp_exclusions x where x.user_id = ${userId} and x.ended_at is null and x.until > ${now})`;
