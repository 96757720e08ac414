// A member's favourite games: add (idempotent), remove, list newest first, and the set the game lists mark.
import { and, count, desc, eq } from 'drizzle-orm';
import type { GameFavouritesQuery, GameFavouritesReply } from '@common/generated/api';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { favourites, games } from '../db/schema';
import { FAIL } from '../errors';
import type { Lang } from '../plugins/brand';
import type { SessionUser } from './sessions';
import { findGame, gameItem, pageWindow, totalPagesOf } from './games';

type Member = SessionUser['user'];

/** The node ids of the member's favourites. */
export async function favouriteSet(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ nodeId: favourites.nodeId }).from(favourites).where(eq(favourites.userId, userId));
  return new Set(rows.map((r) => r.nodeId));
}

/** Adds a game of the member's brand to their favourites; adding it again is a no-op. */
export async function addFavourite(ctx: Pick<AppContext, 'db' | 'clock'>, user: Member, nodeId: number) {
  const game = await findGame(ctx.db, user.brandId, nodeId);
  if (!game) throw FAIL.gameNotFound();
  await ctx.db
    .insert(favourites)
    .values({ userId: user.id, nodeId: game.nodeId, vendor: game.vassalage, createdAt: ctx.clock() })
    .onConflictDoNothing();
  return null;
}

/** The largest node id the column (int4) holds: a larger one would be a database error, not a 400. */
const INT4_MAX = 2147483647;

/**
 * The node id of a removal: the JSON body's `nodeId`, else the query's (the body is optional for a DELETE, so the
 * contract does not check it: the same bounds as the query's are checked here).
 */
export function removalNodeId(body: unknown, queryNodeId: number | undefined): number {
  const raw = body && typeof body === 'object' ? (body as { nodeId?: unknown }).nodeId : undefined;
  const nodeId = raw ?? queryNodeId;
  if (typeof nodeId !== 'number' || !Number.isInteger(nodeId) || nodeId < 1 || nodeId > INT4_MAX)
    throw FAIL.fieldInvalid('nodeId', 'required integer 1..2147483647');
  return nodeId;
}

/** Removes a favourite (a game that is not one is a no-op). */
export async function removeFavourite(db: Db, userId: number, nodeId: number) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.nodeId, nodeId)));
  return null;
}

/** One page of the member's favourites (of one game type when given), newest first. */
export async function listFavourites(
  db: Db,
  user: Member,
  lang: Lang,
  q: GameFavouritesQuery,
): Promise<GameFavouritesReply> {
  const { size, no, offset } = pageWindow(q.pageNo, q.pageSize, 26);
  const where = and(
    eq(favourites.userId, user.id),
    eq(games.brandId, user.brandId),
    q.gameType ? eq(games.gameType, q.gameType) : undefined,
  );
  const rows = await db
    .select()
    .from(favourites)
    .innerJoin(games, eq(games.nodeId, favourites.nodeId))
    .where(where)
    .orderBy(desc(favourites.createdAt), desc(favourites.nodeId))
    .limit(size)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(favourites)
    .innerJoin(games, eq(games.nodeId, favourites.nodeId))
    .where(where);
  const favs = new Set(rows.map((r) => r.games.nodeId));
  return {
    content: rows.map((r) => gameItem(r.games, lang, favs)),
    pageNum: no,
    totalPages: totalPagesOf(Number(total?.n ?? 0), size),
  };
}
