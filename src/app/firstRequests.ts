import { HOME_ANNOUNCEMENTS_QUERY } from '../api/contentApi';
import { gameListQuery } from '../api/gamesApi';
import { InitialReplies, type InitialRequest } from '../api/initialReplies';
import { GameListStore } from '../features/games/GameListStore';
import { paths } from '../registry/paths';
import { screenLoaderOf } from './routes/screenLoaders';
import { routeDefOf } from './routes/useRouteDef';

/**
 * The replies a first screen's largest paint depends on, which the server fetches from its own API and renders in
 * (src/entry-server.tsx): home's banners and the game list's first page. Other screens render their loading states on
 * the server and load after hydration. Each screen finds its reply with useInitialReply / InitialReplies.get and the
 * same query, so the keys match by construction.
 */
export function firstRequests(url: string): InitialRequest[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (!screenLoaderOf(pathname)) return [];
  switch (routeDefOf(pathname)?.path) {
    case paths.home:
      return [{ id: 'announcements', query: HOME_ANNOUNCEMENTS_QUERY }];
    case paths.gameList:
    case paths.gameLobby: {
      // As GameListScreen reads it.
      const gameType = searchParams.get('gameType')?.toUpperCase() || undefined;
      return [{ id: 'gameList', query: gameListQuery(new GameListStore(gameType).query, 1) }];
    }
    default:
      return [];
  }
}

/** Game icons of the list's first row (a phone shows three across): its largest paint, preloaded by the server. */
const FIRST_ROW = 3;

/**
 * Images of the first screen the server should preload: those its largest paint waits for that the HTML names only
 * late in the body (the game list's first icons, which are lazy images). Home's banner is preloaded by the server
 * itself (server/src/services/bootData.ts firstBannerUrl).
 */
export function firstImages(url: string, replies: Record<string, unknown>): string[] {
  const initial = new InitialReplies(replies);
  return firstRequests(url).flatMap((request) =>
    request.id === 'gameList'
      ? (initial
          .get('gameList', request.query)
          ?.games.slice(0, FIRST_ROW)
          .map((game) => game.iconUrl) ?? [])
      : [],
  );
}
