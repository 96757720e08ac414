// Mission leaderboard (MISSION): members ranked by the valid stake of their settled bets in the current period
// (settings.leaderboard), trial accounts left out. Equal volumes share a rank (SQL rank()).
import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { LeaderboardReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { bets, users } from '../../db/schema';
import { maskName } from '../accounts';
import { brandTimeZone } from '../records/reportRange';
import { currentPeriod } from './periods';
import { promoSettings } from './promoSettings';

/** The board of the current period, and the signed-in member's own rank. */
export async function leaderboard(
  ctx: AppContext,
  brandId: string,
  me: { id: number; userName: string } | undefined,
): Promise<LeaderboardReply> {
  const { leaderboard: rules } = await promoSettings(ctx, brandId);
  const { start, end } = currentPeriod(ctx.clock(), brandTimeZone(ctx, brandId), rules.period);
  const volume = sql<string>`sum(${bets.validStakeCents})`;
  const ranked = ctx.db
    .select({
      userId: bets.userId,
      userName: users.username,
      volume: volume.as('volume'),
      rank: sql<number>`rank() over (order by ${volume} desc)`.as('rank'),
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(
      and(
        eq(bets.brandId, brandId),
        eq(bets.status, 'settled'),
        gte(bets.settledAt, start),
        lt(bets.settledAt, end),
        eq(users.isTrial, false),
      ),
    )
    .groupBy(bets.userId, users.username)
    .as('ranked');
  const rows = await ctx.db
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, rules.size), me ? eq(ranked.userId, me.id) : undefined))
    .orderBy(asc(ranked.rank), asc(ranked.userId));
  const mine = me ? rows.find((r) => r.userId === me.id) : undefined;
  return {
    period: rules.period,
    start: start.getTime(),
    end: end.getTime(),
    list: rows
      .filter((r) => Number(r.rank) <= rules.size)
      .slice(0, rules.size)
      .map((r) => ({
        rank: Number(r.rank),
        userName: maskName(r.userName),
        validBet: centsToDecimal(Number(r.volume)),
      })),
    me: me
      ? {
          rank: mine ? Number(mine.rank) : null,
          userName: me.userName,
          validBet: centsToDecimal(mine ? Number(mine.volume) : 0),
        }
      : null,
  };
}
