import type { GameItem, GamePage } from '@common/generated/api';
import { describe, expect, it, vi } from 'vitest';
import { gameListQuery } from '../../api/gameListQuery';
import { InitialReplies, replyKey } from '../../api/initialReplies';
import { GameListStore, type GameFetchers } from './GameListStore';

const game = (nodeId: number): GameItem =>
  ({ nodeId, gameId: String(nodeId), roomId: String(nodeId), gameType: 'RNG', gameName: `G${nodeId}` }) as GameItem;
const page = (pageNum: number, totalPages: number): GamePage => ({
  games: [game(pageNum * 10 + 1), game(pageNum * 10 + 2)],
  pageNum,
  totalPages,
});

function setup(gameType = 'RNG') {
  let clock = 0;
  const fetchers: GameFetchers = {
    games: vi.fn(async (_f, n: number) => page(n, 3)),
    favourites: vi.fn(async (_t, n: number) => page(n, 1)),
    recents: vi.fn(async (_t, n: number) => page(n, 1)),
  };
  const store = new GameListStore(gameType, fetchers, () => clock);
  return { store, fetchers, tick: (ms: number) => (clock += ms) };
}

describe('GameListStore', () => {
  it('asks for NEW on the all tab of RNG, ALL elsewhere, HOT and FAV on their tabs', () => {
    const rng = setup('RNG').store;
    expect(rng.classify).toBe('NEW');
    rng.tab = 'hot';
    expect(rng.classify).toBe('HOT');
    expect(setup('LIVE').store.classify).toBe('ALL');
  });

  it('appends pages while pageNum < totalPages, throttled to one per second', async () => {
    const { store, fetchers, tick } = setup();
    store.restart();
    await vi.waitFor(() => expect(store.pageNum).toBe(1));
    await store.loadMore(); // within the second: deferred, not sent
    expect(fetchers.games).toHaveBeenCalledTimes(1);
    store.dispose();
    tick(1000);
    await store.loadMore();
    tick(1000);
    await store.loadMore();
    expect(store.games).toHaveLength(6);
    expect(store.hasMore).toBe(false);
    tick(1000);
    await store.loadMore();
    expect(fetchers.games).toHaveBeenCalledTimes(3);
    expect(fetchers.games).toHaveBeenLastCalledWith({ gameType: 'RNG', gameClassify: 'NEW' }, 3);
  });

  it('changing tab resets to page 1 and replaces the list; stale answers are dropped', async () => {
    const { store, fetchers } = setup();
    store.restart();
    store.setTab('recent');
    await vi.waitFor(() => expect(store.pageNum).toBe(1));
    expect(fetchers.recents).toHaveBeenCalledWith('RNG', 1);
    expect(store.games.map((g) => g.nodeId)).toEqual([11, 12]);
  });

  it('a failed load stops paging until a retry', async () => {
    const { store, fetchers } = setup();
    vi.mocked(fetchers.games).mockRejectedValueOnce(new Error('offline'));
    store.restart();
    await vi.waitFor(() => expect(store.failed).toBe(true));
    expect(store.hasMore).toBe(false);
    store.retry();
    await vi.waitFor(() => expect(store.pageNum).toBe(1));
  });

  it('drops a game unfavourited while viewing favourites', async () => {
    const { store } = setup();
    store.setTab('fav');
    await vi.waitFor(() => expect(store.games).toHaveLength(2));
    store.unfavourited(11);
    expect(store.games.map((g) => g.nodeId)).toEqual([12]);
  });

  it('starts from page 1 of a server-rendered page, then pages on; a restart forgets it', async () => {
    const first = page(1, 3);
    const key = replyKey('gameList', gameListQuery({ gameType: 'RNG', gameClassify: 'NEW' }, 1));
    const fetchers: GameFetchers = {
      games: vi.fn(async (_f, n: number) => page(n, 3)),
      favourites: vi.fn(async (_t, n: number) => page(n, 1)),
      recents: vi.fn(async (_t, n: number) => page(n, 1)),
    };
    const store = new GameListStore('RNG', fetchers, () => 0, new InitialReplies({ [key]: first }));
    expect(store).toMatchObject({ games: first.games, pageNum: 1, totalPages: 3, seeded: true });
    await store.loadMore();
    expect(fetchers.games).toHaveBeenCalledWith(expect.anything(), 2);
    store.restart();
    expect(store.seeded).toBe(false);
  });

  it('refreshes a server-rendered page 1 in place: the list stays until the new page replaces it', async () => {
    const first = page(1, 3);
    const key = replyKey('gameList', gameListQuery({ gameType: 'RNG', gameClassify: 'NEW' }, 1));
    let answer: (page: GamePage) => void = () => undefined;
    const games = vi.fn(() => new Promise<GamePage>((resolve) => (answer = resolve)));
    const fetchers: GameFetchers = { games, favourites: vi.fn(), recents: vi.fn() };
    const store = new GameListStore('RNG', fetchers, () => 0, new InitialReplies({ [key]: first }));
    const refreshed = store.refresh();
    expect(store.games).toEqual(first.games);
    expect(games).toHaveBeenCalledWith(expect.anything(), 1);
    const marked = { ...first, games: first.games.map((g) => ({ ...g, gameName: `${g.gameName} ★` })) };
    answer(marked);
    await refreshed;
    expect(store).toMatchObject({ games: marked.games, pageNum: 1, loading: false, seeded: false });
  });

  it('a failed refresh keeps the list on screen and offers a retry that brings page 1', async () => {
    const first = page(1, 3);
    const key = replyKey('gameList', gameListQuery({ gameType: 'RNG', gameClassify: 'NEW' }, 1));
    const games = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(first);
    const fetchers: GameFetchers = { games, favourites: vi.fn(), recents: vi.fn() };
    const store = new GameListStore('RNG', fetchers, () => 0, new InitialReplies({ [key]: first }));
    await store.refresh();
    expect(store).toMatchObject({ games: first.games, failed: true, loading: false });
    store.retry();
    await vi.waitFor(() => expect(store).toMatchObject({ games: first.games, pageNum: 1, failed: false }));
    expect(games).toHaveBeenCalledTimes(2);
  });
});
