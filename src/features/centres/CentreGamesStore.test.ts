import type { GameItem, GamePage } from '@common/generated/api';
import { describe, expect, it, vi } from 'vitest';
import type { GameFilter } from '../../api/gameListQuery';
import { CentreGamesStore, type FetchGames } from './CentreGamesStore';

const game = (nodeId: number, gameType = 'RNG') =>
  ({ nodeId, gameName: `Game ${nodeId}`, gameType }) as unknown as GameItem;
const page = (ids: number[], totalPages: number, gameType = 'RNG'): GamePage => ({
  games: ids.map((id) => game(id, gameType)),
  pageNum: 1,
  totalPages,
});

describe('CentreGamesStore', () => {
  it('asks for its type page by page, appending until the last page', async () => {
    const fetch = vi.fn<FetchGames>(async (_f, pageNo) => page([pageNo * 10, pageNo * 10 + 1], 2));
    const store = new CentreGamesStore('RNG', fetch);
    await store.list.loadMore();
    expect(fetch).toHaveBeenLastCalledWith({ gameType: 'RNG', gameClassify: 'ALL' }, 1);
    await store.list.loadMore();
    expect(fetch).toHaveBeenLastCalledWith({ gameType: 'RNG', gameClassify: 'ALL' }, 2);
    expect(store.list.items.map((g) => g.nodeId)).toEqual([10, 11, 20, 21]);
    expect(store.list.hasMore).toBe(false);
    await store.list.loadMore();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a new category starts at page 1 and drops a late reply for the old one', async () => {
    const answers: { filter: GameFilter; resolve: (p: GamePage) => void }[] = [];
    const fetch: FetchGames = (filter) => new Promise((resolve) => answers.push({ filter, resolve }));
    const store = new CentreGamesStore(undefined, fetch);
    void store.list.loadMore();
    store.setGameType('LIVE');
    expect(answers.map((a) => a.filter.gameType)).toEqual([undefined, 'LIVE']);
    answers[1]!.resolve(page([7], 1, 'LIVE'));
    answers[0]!.resolve(page([1, 2, 3], 9));
    await vi.waitFor(() => expect(store.list.items.map((g) => g.nodeId)).toEqual([7]));
    expect(store.list.totalPages).toBe(1);
    expect(store.gameType).toBe('LIVE');
    // The same category again is not a new query.
    store.setGameType('LIVE');
    expect(answers).toHaveLength(2);
  });

  it('a failed page stops paging until retry, which loads it', async () => {
    const fetch = vi
      .fn<FetchGames>()
      .mockResolvedValueOnce(page([1], 3))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(page([2], 3));
    const store = new CentreGamesStore('RNG', fetch);
    await store.list.loadMore();
    await store.list.loadMore();
    expect(store.list.failed).toBe(true);
    expect(store.list.hasMore).toBe(false);
    expect(store.list.items.map((g) => g.nodeId)).toEqual([1]);
    store.list.retry();
    await vi.waitFor(() => expect(store.list.items.map((g) => g.nodeId)).toEqual([1, 2]));
    expect(fetch).toHaveBeenLastCalledWith({ gameType: 'RNG', gameClassify: 'ALL' }, 2);
    expect(store.list.pageNum).toBe(2);
  });
});
