import type { GameItem, GamePage } from '@common/generated/api';
import { makeAutoObservable } from 'mobx';
import { callApi } from '../../api/callApi';
import { gameListQuery, type GameFilter } from '../../api/gameListQuery';
import { PagedList } from '../../stores/PagedList';

/** The list call; tests pass their own. */
export type FetchGames = (filter: GameFilter, pageNo: number) => Promise<GamePage>;

/**
 * The games of one category for a centre screen, a page (26, SPEC §9) at a time (`list`: "more" appends while
 * pageNum < totalPages); changing the category starts afresh and drops answers to the old one.
 */
export class CentreGamesStore {
  gameType: string | undefined;
  readonly list: PagedList<GameItem>;

  constructor(
    gameType: string | undefined,
    fetch: FetchGames = async (filter, pageNo) =>
      (await callApi('gameList', { query: gameListQuery(filter, pageNo) })).value,
  ) {
    this.gameType = gameType;
    this.list = new PagedList(async (pageNo) => {
      const page = await fetch({ gameType: this.gameType, gameClassify: 'ALL' }, pageNo);
      return { items: page.games, totalPages: page.totalPages };
    });
    makeAutoObservable(this, { list: false });
  }

  /** Another category (undefined: every category): page 1 of it, replacing the list. */
  setGameType(gameType: string | undefined): void {
    if (gameType === this.gameType) return;
    this.gameType = gameType;
    this.list.restart();
  }
}
