import { gameListQuery } from '../../api/gameListQuery';
import type { RouteLoader } from '../../api/initialReplies';
import { GameListStore } from './GameListStore';

/** Game icons of the list's first row (a phone shows three across): its largest paint. */
const FIRST_ROW = 3;

/** The list's first page as GameListScreen asks for it (the game type from the URL). */
const firstPage = (url: URL) =>
  gameListQuery(new GameListStore(url.searchParams.get('gameType')?.toUpperCase() || undefined).query, 1);

/**
 * /m/gameList and /m/gameLobby server-rendered (src/app/routes/routeTable.ts): with the list's first page; its first
 * row's icons (lazy images the HTML names late) are preloaded.
 */
const gameListLoader: RouteLoader = {
  requests: (url) => [{ id: 'gameList', query: firstPage(url) }],
  images: (replies, url) =>
    replies
      .get('gameList', firstPage(url))
      ?.games.slice(0, FIRST_ROW)
      .map((game) => game.iconUrl) ?? [],
};

export default gameListLoader;
