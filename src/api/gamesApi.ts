import { request } from './client';

/** A game as the list, hot, favourite and recent calls return it (SPEC §3 game item). */
export interface GameItem {
  nodeId: number;
  gameId: string;
  roomId: string;
  gameType: string;
  gameCategory: string;
  vassalage: string;
  gameName: string;
  nodeName?: string;
  iconUrl: string;
  mobileLargeIcon?: string;
  mobileSmallIcon?: string;
  supportPlay?: boolean;
  gameClassifyNew?: boolean;
  minBet?: number;
  hot?: boolean;
  favourite?: boolean;
}

export interface GamePage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
}

export type GameClassify = 'ALL' | 'NEW' | 'HOT' | 'FAV';

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

export async function fetchGames(filter: GameFilter, pageNo: number): Promise<GamePage> {
  const params: Record<string, string | number> = { ...CLIENT, pageNo, pageSize: GAME_PAGE_SIZE };
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params[key] = value;
  return (await request<GamePage>({ url: '/game/list', params })).value;
}

export async function fetchFavourites(gameType: string | undefined, pageNo: number): Promise<GamePage> {
  const { value } = await request<{ content: GameItem[]; pageNum: number; totalPages: number }>({
    url: '/game/favourites',
    params: { pageNo, pageSize: GAME_PAGE_SIZE, ...(gameType ? { gameType } : {}) },
  });
  return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
}

export async function fetchRecents(gameType: string | undefined, page: number): Promise<GamePage> {
  const { value } = await request<{ list: GameItem[]; totalPages: number }>({
    url: '/game/recent',
    params: { page, pageSize: RECENT_PAGE_SIZE, clientType: 2, ...(gameType ? { gameType } : {}) },
  });
  return { games: value.list, pageNum: page, totalPages: value.totalPages };
}

export async function addFavourite(game: GameItem): Promise<void> {
  await request<null>({
    method: 'POST',
    url: '/game/favourites',
    data: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}

export async function removeFavourite(nodeId: number): Promise<void> {
  await request<null>({ method: 'DELETE', url: '/game/favourites', params: { nodeId } });
}

/** Hot games by game type (platform code 2, SPEC §9). */
export async function fetchHotGames(gameType?: string): Promise<{ gameType: string; list: GameItem[] }[]> {
  const { value } = await request<{ gameType: string; list: GameItem[] }[]>({
    url: '/game/hot',
    params: { isPlatform: '2', platform: 'html5', ...(gameType ? { gameType } : {}) },
  });
  return value;
}

export interface VendorConfig {
  sorting: {
    gameCategory: string;
    vendorNames: { gameType: string; vassalage: string; vendorName: string; iconUrl: string }[];
  }[];
  mapping: Record<string, { vendors: string[]; gameType: Record<string, string> }>;
}

export async function fetchVendorConfig(): Promise<VendorConfig> {
  return (await request<VendorConfig>({ url: '/game/vendors' })).value;
}

/** The vendor's launch URL (the reference server's in-house demo game page); also records the game as recent. */
export async function fetchLaunchUrl(game: GameItem): Promise<string> {
  const { value } = await request<{ url: string }>({
    url: '/game/launch',
    params: { vendor: game.vassalage, gameId: game.roomId || game.gameId, nodeId: game.nodeId, showChoice: false },
  });
  return value.url;
}

export interface Lottery {
  code: string;
  name: string;
  prizeMode: string;
  nodeId: number;
  vassalage: string;
  iconUrl: string;
  playTypes: string[];
  drawIntervalSeconds: number;
  nextDrawTime: number;
}

export async function fetchLotteryMenu(prizeMode: string): Promise<{ groupName: string; list: Lottery[] }[]> {
  return (await request<{ groupName: string; list: Lottery[] }[]>({ url: '/lottery/menu', params: { prizeMode } }))
    .value;
}
