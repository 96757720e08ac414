// A member's recently played games: recorded on launch (or by the client), listed latest first.
import { and, count, desc, eq } from 'drizzle-orm';
import type { GameRecentQuery, GameRecentReply } from '@common/generated/api';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { games, recents } from '../db/schema';
import { FAIL } from '../errors';
import type { Lang } from '../plugins/brand';
import { favouriteSet } from './favourites';
import { findGame, gameItem, pageWindow, totalPagesOf } from './games';
import type { SessionUser } from './sessions';

type Member = SessionUser['user'];

/** Marks a game as just played by the member (one row per game, its time moved forward). */
export async function touchRecent(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number, nodeId: number) {
  const playedAt = ctx.clock();
  await ctx.db
    .insert(recents)
    .values({ userId, nodeId, playedAt })
    .onConflictDoUpdate({ target: [recents.userId, recents.nodeId], set: { playedAt } });
}

/** Records a game of the member's brand as recently played. */
export async function addRecent(ctx: Pick<AppContext, 'db' | 'clock'>, user: Member, nodeId: number) {
  if (!(await findGame(ctx.db, user.brandId, nodeId))) throw FAIL.gameNotFound();
  await touchRecent(ctx, user.id, nodeId);
  return null;
}

/** One page of the member's recent games (of one game type when given), latest first. */
export async function listRecents(db: Db, user: Member, lang: Lang, q: GameRecentQuery): Promise<GameRecentReply> {
  const { size, offset } = pageWindow(q.page, q.pageSize, 25);
  const where = and(
    eq(recents.userId, user.id),
    eq(games.brandId, user.brandId),
    q.gameType ? eq(games.gameType, q.gameType) : undefined,
  );
  const rows = await db
    .select()
    .from(recents)
    .innerJoin(games, eq(games.nodeId, recents.nodeId))
    .where(where)
    .orderBy(desc(recents.playedAt), desc(recents.nodeId))
    .limit(size)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(recents)
    .innerJoin(games, eq(games.nodeId, recents.nodeId))
    .where(where);
  const favs = await favouriteSet(db, user.id);
  return {
    list: rows.map((r) => gameItem(r.games, lang, favs)),
    totalPages: totalPagesOf(Number(total?.n ?? 0), size),
  };
}
