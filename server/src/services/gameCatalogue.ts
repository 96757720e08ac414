// The game catalogue as the lobby reads it: vendors by category, the filtered and paged game list, hot games.
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GameHotReply, GameListQuery, GamePage, GameVendorsReply } from '@common/generated/api';
import type { Db } from '../db/client';
import { favourites, games } from '../db/schema';
import { FAIL } from '../errors';
import { CATEGORY_ORDER, VENDORS } from '../content/catalogue';
import type { Lang } from '../plugins/brand';
import { favouriteSet } from './favourites';
import { gameItem, pageWindow, totalPagesOf, type GameRow } from './games';

const GAME_PAGE_SIZE = 26;
const HOT_PER_TYPE = 12;

/** The vendors of every category in lobby order, and the same as a category → vendors map. */
export function vendorConfig(): GameVendorsReply {
  const sorting = CATEGORY_ORDER.map((gameCategory) => ({
    gameCategory,
    vendorNames: VENDORS.filter((v) => v.gameCategory === gameCategory).map((v) => ({
      gameType: v.gameType,
      vassalage: v.code,
      vendorName: v.name,
      iconUrl: `/wps/game/vendor-icon/${v.code}.svg`,
    })),
  }));
  const mapping = Object.fromEntries(
    sorting.map((c) => [
      c.gameCategory,
      {
        vendors: c.vendorNames.map((v) => v.vassalage),
        gameType: Object.fromEntries(c.vendorNames.map((v) => [v.vassalage, v.gameType])),
      },
    ]),
  );
  return { sorting, mapping };
}

/** The filter of a game list query; FAV needs the viewer (the route has required a session). */
function listFilter(db: Db, brandId: string, q: GameListQuery, viewerId: number | undefined): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(games.brandId, brandId)];
  if (q.gameType) where.push(eq(games.gameType, q.gameType));
  if (q.vassalage) where.push(inArray(games.vassalage, q.vassalage.split(',').filter(Boolean)));
  if (q.gameName?.trim()) {
    const term = `%${q.gameName.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(games.nameEn, term), ilike(games.nameTy, term)));
  }
  if (q.minBet !== undefined) where.push(sql`${games.minBet}::numeric = ${q.minBet}`);
  if (q.isNew || q.gameClassify === 'NEW') where.push(eq(games.isNew, true));
  if (q.gameClassify === 'HOT') where.push(gt(games.hot, 0));
  if (q.gameClassify === 'FAV') {
    if (viewerId === undefined) throw FAIL.notLoggedIn();
    const mine = db.select({ n: favourites.nodeId }).from(favourites).where(eq(favourites.userId, viewerId));
    where.push(inArray(games.nodeId, mine));
  }
  return and(...where);
}

/** One page of the brand's games; a signed-in viewer's games say whether each is a favourite. */
export async function listGames(
  db: Db,
  brandId: string,
  lang: Lang,
  q: GameListQuery,
  viewerId?: number,
): Promise<GamePage> {
  // FAV lists the viewer's own favourites: a guest (or a stale session) has none to list.
  if (q.gameClassify === 'FAV' && viewerId === undefined) throw FAIL.notLoggedIn();
  const { size, no, offset } = pageWindow(q.pageNo, q.pageSize, GAME_PAGE_SIZE);
  const filter = listFilter(db, brandId, q, viewerId);
  const order = q.gameClassify === 'HOT' ? [desc(games.hot), asc(games.nodeId)] : [asc(games.sort), asc(games.nodeId)];
  // One query: the page plus the total (a window count); past the last page, a separate count.
  const rows = await db
    .select({ game: games, total: sql<string>`count(*) over ()` })
    .from(games)
    .where(filter)
    .orderBy(...order)
    .limit(size)
    .offset(offset);
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await db.select({ n: count() }).from(games).where(filter))[0]?.n ?? 0);
  const favs = viewerId === undefined ? undefined : await favouriteSet(db, viewerId);
  return {
    games: rows.map((r) => gameItem(r.game, lang, favs)),
    pageNum: no,
    totalPages: totalPagesOf(total, size),
  };
}

/** Hot games grouped by game type (only `gameType` when given), most popular first, up to 12 per type. */
export async function hotGames(db: Db, brandId: string, lang: Lang, gameType?: string): Promise<GameHotReply> {
  const where = [eq(games.brandId, brandId), gt(games.hot, 0)];
  if (gameType) where.push(eq(games.gameType, gameType));
  const rows = await db
    .select()
    .from(games)
    .where(and(...where))
    .orderBy(desc(games.hot), asc(games.nodeId));
  const byType = new Map<string, GameRow[]>();
  for (const g of rows) {
    const list = byType.get(g.gameType) ?? [];
    if (list.length < HOT_PER_TYPE) list.push(g);
    byType.set(g.gameType, list);
  }
  return [...byType].map(([type, list]) => ({ gameType: type, list: list.map((g) => gameItem(g, lang)) }));
}
