import type { GameListQuery } from '@common/generated/api';

export type GameClassify = NonNullable<GameListQuery['gameClassify']>;

/** What a game list screen filters by (unset and empty values are left out of the query). */
export interface GameFilter {
  gameType?: string;
  gameName?: string;
  gameClassify?: GameClassify;
  /** Comma-separated vendor codes. */
  vassalage?: string;
  minBet?: number;
}

/** Page size of games and favourites (SPEC §9); recents use 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

/**
 * The gameList query of one page (SPEC §3/§9: client type 2, platform html5). The server-rendered first page and
 * the client ask with the same function, so the initial reply's key matches.
 */
export function gameListQuery(filter: GameFilter, pageNo: number): GameListQuery {
  const set: GameFilter = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return { clientType: 2, platform: 'html5', pageNo, pageSize: GAME_PAGE_SIZE, ...set };
}
