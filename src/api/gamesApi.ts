import type {
  GameItem as ApiGameItem,
  GameListQuery,
  GamePage as ApiGamePage,
  GameVendorsReply,
  LotteryItem,
  LotteryMenuReply,
} from '@common/generated/api';
import { callApi } from './callApi';

/** A game as the list, hot, favourite and recent calls return it (SPEC §3 game item; schemas/api/games.api.json). */
export type GameItem = ApiGameItem;

/** One page of games (favourites and recents are reshaped to it). */
export type GamePage = ApiGamePage;

export type GameClassify = NonNullable<GameListQuery['gameClassify']>;

export interface GameFilter {
  gameType?: string;
  gameName?: string;
  gameClassify?: GameClassify;
  /** Comma-separated vendor codes. */
  vassalage?: string;
  minBet?: number;
}

/** Game query parameters of SPEC §3/§9: client type 2 (mobile), platform html5. */
const CLIENT = { clientType: 2, platform: 'html5' } as const;

/** Page size of games and favourites (SPEC §9); recents use 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

/** The query of one page of games. */
export function gameListQuery(filter: GameFilter, pageNo: number): GameListQuery {
  // Unset and empty filters are left out of the URL.
  const set: GameFilter = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return { ...CLIENT, pageNo, pageSize: GAME_PAGE_SIZE, ...set };
}

export async function fetchGames(filter: GameFilter, pageNo: number): Promise<GamePage> {
  return (await callApi('gameList', { query: gameListQuery(filter, pageNo) })).value;
}

export async function fetchFavourites(gameType: string | undefined, pageNo: number): Promise<GamePage> {
  const { value } = await callApi('gameFavourites', {
    query: { pageNo, pageSize: GAME_PAGE_SIZE, ...(gameType ? { gameType } : {}) },
  });
  return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
}

export async function fetchRecents(gameType: string | undefined, page: number): Promise<GamePage> {
  const { value } = await callApi('gameRecent', {
    query: { page, pageSize: RECENT_PAGE_SIZE, clientType: 2, ...(gameType ? { gameType } : {}) },
  });
  return { games: value.list, pageNum: page, totalPages: value.totalPages };
}

export async function addFavourite(game: GameItem): Promise<void> {
  await callApi('gameFavouriteAdd', { body: { nodeId: game.nodeId, vendor: game.vassalage } });
}

export async function removeFavourite(nodeId: number): Promise<void> {
  await callApi('gameFavouriteRemove', { query: { nodeId } });
}

/** Hot games by game type (platform code 2, SPEC §9). */
export async function fetchHotGames(gameType?: string): Promise<{ gameType: string; list: GameItem[] }[]> {
  const { value } = await callApi('gameHot', {
    query: { isPlatform: '2', platform: 'html5', ...(gameType ? { gameType } : {}) },
  });
  return value;
}

/** The vendors of every category in lobby order (`sorting`) and by category (`mapping`). */
export type VendorConfig = GameVendorsReply;

export async function fetchVendorConfig(): Promise<VendorConfig> {
  return (await callApi('gameVendors')).value;
}

/** The vendor's launch URL (the reference server's in-house demo game page); also records the game as recent. */
export async function fetchLaunchUrl(game: GameItem): Promise<string> {
  const { value } = await callApi('gameLaunch', {
    query: { vendor: game.vassalage, gameId: game.roomId || game.gameId, nodeId: game.nodeId, showChoice: false },
  });
  return value.url;
}

/** A lottery of one prize mode (schemas/api/lottery.api.json). */
export type Lottery = LotteryItem;

export async function fetchLotteryMenu(prizeMode: string): Promise<LotteryMenuReply> {
  return (await callApi('lotteryMenu', { query: { prizeMode: prizeMode as NonNullable<Lottery['prizeMode']> } })).value;
}
