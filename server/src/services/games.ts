// Shared pieces of the game services: the game item of the replies, page arithmetic and game look-ups.
import { and, eq } from 'drizzle-orm';
import type { GameItem } from '@common/generated/api';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import type { Lang } from '../plugins/brand';

export type GameRow = typeof games.$inferSelect;

/** The URL of a game's server-made SVG icon. */
export const iconUrl = (nodeId: number, size?: 'large' | 'small') =>
  `/wps/game/icon/${nodeId}.svg${size ? `?size=${size}` : ''}`;

/** A game item of SPEC §3 in the requested language; `favourite` only when the member's favourites are given. */
export function gameItem(g: GameRow, lang: Lang, favourites?: Set<number>): GameItem {
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    roomId: g.roomId,
    gameType: g.gameType,
    gameCategory: g.gameCategory,
    vassalage: g.vassalage,
    gameName: lang === 'TY' ? g.nameTy : g.nameEn,
    nodeName: g.nodeName,
    showIcon: true,
    iconUrl: iconUrl(g.nodeId),
    mobileLargeIcon: iconUrl(g.nodeId, 'large'),
    mobileSmallIcon: iconUrl(g.nodeId, 'small'),
    supportPlay: g.supportPlay,
    gameClassifyNew: g.isNew ? 1 : 0,
    minBet: Number(g.minBet),
    hot: g.hot > 0,
    ...(g.prizeMode ? { prizeMode: g.prizeMode } : {}),
    ...(favourites ? { favourite: favourites.has(g.nodeId) } : {}),
  };
}

/** Pages of `size` holding `total` rows: at least 1, so an empty list still has page 1. */
export const totalPagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** Page arithmetic for a 1-based page number and a page size (clamped to 1..100). */
export function pageWindow(pageNo: number | undefined, pageSize: number | undefined, fallbackSize: number) {
  const size = Math.min(Math.max(pageSize ?? fallbackSize, 1), 100);
  const no = Math.max(pageNo ?? 1, 1);
  return { size, no, offset: (no - 1) * size };
}

/** A game of the brand by node id. */
export async function findGame(db: Db, brandId: string, nodeId: number): Promise<GameRow | undefined> {
  const rows = await db
    .select()
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.nodeId, nodeId)));
  return rows[0];
}

/** A game of the brand by its vendor and room id (how vendor links name a game). */
export async function findGameByRoom(
  db: Db,
  brandId: string,
  vendor: string,
  roomId: string,
): Promise<GameRow | undefined> {
  const rows = await db
    .select()
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.roomId, roomId), eq(games.vassalage, vendor)));
  return rows[0];
}
