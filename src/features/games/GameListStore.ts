import type { GameItem, GamePage } from '@common/generated/api';
import { makeAutoObservable, runInAction } from 'mobx';
import { callApi } from '../../api/callApi';
import {
  GAME_PAGE_SIZE,
  gameListQuery,
  RECENT_PAGE_SIZE,
  type GameClassify,
  type GameFilter,
} from '../../api/gameListQuery';

import type { InitialReplies } from '../../api/initialReplies';

export type GameTab = 'all' | 'hot' | 'recent' | 'fav';

/** The calls a list makes; tests pass their own. */
export interface GameFetchers {
  games: (filter: GameFilter, pageNo: number) => Promise<GamePage>;
  favourites: (gameType: string | undefined, pageNo: number) => Promise<GamePage>;
  recents: (gameType: string | undefined, page: number) => Promise<GamePage>;
}

/** Favourites and recents are reshaped to the game list's page. */
const defaultFetchers: GameFetchers = {
  games: async (filter, pageNo) => (await callApi('gameList', { query: gameListQuery(filter, pageNo) })).value,
  favourites: async (gameType, pageNo) => {
    const { value } = await callApi('gameFavourites', {
      query: { pageNo, pageSize: GAME_PAGE_SIZE, ...(gameType ? { gameType } : {}) },
    });
    return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
  },
  recents: async (gameType, page) => {
    const { value } = await callApi('gameRecent', {
      query: { page, pageSize: RECENT_PAGE_SIZE, clientType: 2, ...(gameType ? { gameType } : {}) },
    });
    return { games: value.list, pageNum: page, totalPages: value.totalPages };
  },
};

/** Load-more throttle (SPEC §9: 1 s). */
export const LOAD_MORE_THROTTLE_MS = 1_000;

/**
 * One game list (SPEC §4): a data tab (all, hot, recent, fav) and a filter; pages append while pageNum < totalPages;
 * changing tab or filter resets to page 1 and clears the list; a failed load stops paging until a retry.
 */
export class GameListStore {
  tab: GameTab = 'all';
  filter: Omit<GameFilter, 'gameType' | 'gameClassify'> = {};
  games: GameItem[] = [];
  pageNum = 0;
  totalPages = 1;
  loading = false;
  failed = false;
  /** Page 1 came with the server-rendered page (a guest's list: no favourite marks). */
  seeded = false;
  private lastLoadAt = -Infinity;
  /** Bumped on every reset so answers to an older query are dropped. */
  private generation = 0;
  private deferred: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly gameType: string | undefined,
    private readonly fetchers: GameFetchers = defaultFetchers,
    private readonly now: () => number = () => Date.now(),
    initial?: InitialReplies,
  ) {
    makeAutoObservable<GameListStore, 'fetchers' | 'now' | 'lastLoadAt' | 'generation' | 'deferred'>(this, {
      deferred: false,
      fetchers: false,
      now: false,
      lastLoadAt: false,
      generation: false,
    });
    // A server-rendered page carries page 1 (src/api/initialReplies.ts).
    const first = initial?.get('gameList', gameListQuery(this.query, 1));
    if (first) {
      this.games = first.games;
      this.pageNum = 1;
      this.totalPages = first.totalPages;
      this.seeded = true;
    }
  }

  /** The filter of the current query (tab and filter). */
  get query(): GameFilter {
    return { ...this.filter, gameType: this.gameType, gameClassify: this.classify };
  }

  /** SPEC §4: for RNG the all tab asks for NEW, other types ALL; hot → HOT, favourites → FAV. */
  get classify(): GameClassify {
    if (this.tab === 'hot') return 'HOT';
    if (this.tab === 'fav') return 'FAV';
    return this.gameType === 'RNG' ? 'NEW' : 'ALL';
  }

  get hasMore(): boolean {
    return !this.failed && this.pageNum < this.totalPages;
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.pageNum > 0 && this.games.length === 0;
  }

  setTab(tab: GameTab): void {
    this.tab = tab;
    this.restart();
  }

  setFilter(filter: Omit<GameFilter, 'gameType' | 'gameClassify'>): void {
    this.filter = filter;
    this.restart();
  }

  /** Page 1 of the current query, replacing the list. */
  restart(): void {
    void this.reload(true);
  }

  /**
   * Page 1 of the current query again, the list staying on screen until it comes (a server-rendered guest's list
   * once the player's session is in: same games, now with favourite marks).
   */
  refresh(): Promise<void> {
    return this.reload(false);
  }

  /** Starts the current query over from page 1 (loadMore replaces the list when page 1 comes). */
  private reload(clear: boolean): Promise<void> {
    this.generation++;
    this.seeded = false;
    this.dispose();
    if (clear) this.games = [];
    this.pageNum = 0;
    this.totalPages = 1;
    this.failed = false;
    this.loading = false;
    this.lastLoadAt = -Infinity;
    return this.loadMore();
  }

  retry(): void {
    this.failed = false;
    this.lastLoadAt = -Infinity;
    void this.loadMore();
  }

  /**
   * The next page, unless one is loading or none is left. Within a second of the last load the call is deferred to
   * the end of that second (a throttle, so a scroll that stopped near the end still gets its page).
   */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    const now = this.now();
    const wait = LOAD_MORE_THROTTLE_MS - (now - this.lastLoadAt);
    if (this.pageNum > 0 && wait > 0) {
      if (!this.deferred)
        this.deferred = setTimeout(() => {
          this.deferred = undefined;
          void this.loadMore();
        }, wait);
      return;
    }
    this.lastLoadAt = now;
    this.loading = true;
    const generation = this.generation;
    const next = this.pageNum + 1;
    try {
      const page = await this.fetchPage(next);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.games = next === 1 ? page.games : [...this.games, ...page.games];
        this.pageNum = next;
        this.totalPages = page.totalPages;
        this.loading = false;
      });
    } catch {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.failed = true;
        this.loading = false;
      });
    }
  }

  /** Cancels a deferred load (on reset and when the screen goes away). */
  dispose(): void {
    clearTimeout(this.deferred);
    this.deferred = undefined;
  }

  /** Removing a favourite while viewing favourites drops the game from the list (SPEC §4). */
  unfavourited(nodeId: number): void {
    if (this.tab === 'fav') this.games = this.games.filter((g) => g.nodeId !== nodeId);
  }

  private fetchPage(pageNo: number): Promise<GamePage> {
    if (this.tab === 'recent') return this.fetchers.recents(this.gameType, pageNo);
    if (this.tab === 'fav') return this.fetchers.favourites(this.gameType, pageNo);
    return this.fetchers.games(this.query, pageNo);
  }
}
