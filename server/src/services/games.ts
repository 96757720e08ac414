import type { games } from '../db/schema';
import type { Lang } from '../plugins/brand';

export type GameRow = typeof games.$inferSelect;

export const iconUrl = (nodeId: number, size?: 'large' | 'small') =>
  `/wps/game/icon/${nodeId}.svg${size ? `?size=${size}` : ''}`;

/** A game item of SPEC §3 in the requested language. */
export function gameItem(g: GameRow, lang: Lang, favourites?: Set<number>) {
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

export const totalPagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
