// What counts toward the limits: money paid in (deposit orders paid or still payable), stakes and net losses of
// settled bets (demo spins, vendor-feed and vendor bets; a vendor's debit awaiting its credit counts in full), and
// the minutes signed in over the day (every sign-in of it).
import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, depositOrders, sessions } from '../../db/schema';
import type { MoneyKind } from './settings';

/** The amount counted toward a money limit over [from, to). */
export async function usedCents(
  db: Db,
  userId: number,
  kind: MoneyKind,
  from: Date,
  to: Date,
  now: Date,
): Promise<number> {
  if (kind === 'deposit') {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${depositOrders.amountCents}), 0)` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.userId, userId),
          gte(depositOrders.createdAt, from),
          lt(depositOrders.createdAt, to),
          or(
            eq(depositOrders.state, 'paid'),
            and(eq(depositOrders.state, 'pending'), gt(depositOrders.expiresAt, now)),
          ),
        ),
      );
    return Number(row?.n ?? 0);
  }
  const expr =
    kind === 'wager'
      ? sql<string>`coalesce(sum(${bets.stakeCents}), 0)`
      : sql<string>`coalesce(sum(-${bets.netCents}), 0)`;
  const [row] = await db
    .select({ n: expr })
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        or(
          and(eq(bets.status, 'settled'), gte(bets.settledAt, from), lt(bets.settledAt, to)),
          // A vendor's debit not yet credited counts in full (its row's net is −stake): the stake may be lost.
          and(eq(bets.status, 'pending'), gte(bets.placedAt, from), lt(bets.placedAt, to)),
        ),
      ),
    );
  // A net win over the period leaves no loss counted (a loss limit is never "negative").
  return Math.max(0, Number(row?.n ?? 0));
}

/** When the member's current play session began: their latest live sign-in, else undefined. */
export async function sessionStart(db: Db, userId: number, now: Date, tokenHash?: string): Promise<Date | undefined> {
  const where = tokenHash
    ? and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  const [row] = await db
    .select({ at: sessions.createdAt })
    .from(sessions)
    .where(where)
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.at;
}

/**
 * Minutes the member was signed in over [from, now): the union of their sessions (a session lives from sign-in to
 * sign-out or expiry), so signing out and in again does not start the count afresh, and two devices at once count once.
 */
export async function signedInMinutes(db: Db, userId: number, from: Date, now: Date): Promise<number> {
  const rows = await db
    .select({ start: sessions.createdAt, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        lt(sessions.createdAt, now),
        gt(sessions.expiresAt, from),
        or(isNull(sessions.revokedAt), gt(sessions.revokedAt, from)),
      ),
    )
    .orderBy(asc(sessions.createdAt));
  let total = 0;
  let reached = from.getTime();
  for (const r of rows) {
    const end = Math.min(r.revokedAt?.getTime() ?? Infinity, r.expiresAt.getTime(), now.getTime());
    const start = Math.max(r.start.getTime(), reached);
    if (end > start) total += end - start;
    reached = Math.max(reached, end);
  }
  return Math.floor(total / 60_000);
}

/** Bets, stakes and net of the member's settled bets since `from`. */
export async function betsSince(db: Db, userId: number, from: Date) {
  const [row] = await db
    .select({
      n: sql<string>`count(*)`,
      staked: sql<string>`coalesce(sum(${bets.stakeCents}), 0)`,
      net: sql<string>`coalesce(sum(${bets.netCents}), 0)`,
    })
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.status, 'settled'), gte(bets.settledAt, from)));
  return { bets: Number(row?.n ?? 0), stakedCents: Number(row?.staked ?? 0), netCents: Number(row?.net ?? 0) };
}
