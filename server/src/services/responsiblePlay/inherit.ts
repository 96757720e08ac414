// Exclusion across accounts (issue 28, finding 6): a second account must not sidestep a time-out or self-exclusion.
// An account opened while a member of the same brand with the same mobile number, e-mail or bank account number is
// excluded inherits that exclusion: the same kind and end, the same earliest undo date. Registration and the agent's
// open account check at once; sign-in and game launch check again, which catches a bank card bound later.
// Registration carries no device id (its `device` header is the platform, SPEC §7), so devices cannot be matched.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rpExclusions, sessions } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { activeExclusion, type ExclusionRow } from './exclusion';
import { record } from './history';

type Source = 'registration' | 'operator';

/** Digits and letters only: "1234-5678 90" and "1234567890" are one bank account. */
const accountKey = (column: string) => sql.raw(`regexp_replace(${column}, '[^0-9A-Za-z]', '', 'g')`);

/**
 * The exclusion in force (ending last) of another member of the brand who shares a mobile number, e-mail or bank
 * account number with `userId`, and whose exclusion had started when `userId`'s account was opened.
 */
export async function linkedExclusion(db: Db, userId: number, now: Date): Promise<ExclusionRow | undefined> {
  const [hit] = await rowsOf<{ id: number }>(
    db,
    sql`
    select x.id from rp_exclusions x
    join users o on o.id = x.user_id
    join users u on u.id = ${userId}
    where x.brand_id = u.brand_id and o.brand_id = u.brand_id and o.id <> u.id
      and x.ended_at is null and x.until > ${now} and x.started_at <= u.created_at
      and (
        (u.mobile_num is not null and o.mobile_dialing = u.mobile_dialing and o.mobile_num = u.mobile_num)
        or (coalesce(u.email, '') <> '' and lower(trim(o.email)) = lower(trim(u.email)))
        or exists (
          select 1 from bank_cards a join bank_cards b on ${accountKey('a.account_number')} = ${accountKey('b.account_number')}
          where a.user_id = o.id and b.user_id = u.id
        )
      )
    order by x.until desc
    limit 1`,
  );
  if (!hit) return undefined;
  const [row] = await db
    .select()
    .from(rpExclusions)
    .where(eq(rpExclusions.id, Number(hit.id)));
  return row;
}

/**
 * The member's exclusion in force, inheriting a linked one first when the member has none: the copy is recorded in
 * the history and every session of the member ends, as when a member takes a time-out.
 */
export async function exclusionInForce(
  db: Db,
  userId: number,
  now: Date,
  source: Source,
): Promise<ExclusionRow | undefined> {
  const own = await activeExclusion(db, userId, now);
  if (own) return own;
  const linked = await linkedExclusion(db, userId, now);
  if (!linked) return undefined;
  const [row] = await db
    .insert(rpExclusions)
    .values({
      brandId: linked.brandId,
      userId,
      kind: linked.kind,
      duration: linked.duration,
      startedAt: now,
      until: linked.until,
      undoableFrom: linked.undoableFrom,
    })
    .returning();
  await record(db, {
    brandId: linked.brandId,
    userId,
    at: now,
    action: 'exclusion.inherited',
    duration: linked.duration,
    until: linked.until,
    source,
  });
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row!;
}
