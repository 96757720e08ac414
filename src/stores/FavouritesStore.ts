import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { GameItem } from '@common/generated/api';
import { callApi } from '../api/callApi';

/** Favourite marks changed in this visit, over what the server said in each game item; updated optimistically. */
export class FavouritesStore {
  private readonly marks = observable.map<number, boolean>();

  constructor(
    private readonly add: (game: GameItem) => Promise<unknown> = (game) =>
      callApi('gameFavouriteAdd', { body: { nodeId: game.nodeId, vendor: game.vassalage } }),
    private readonly remove: (nodeId: number) => Promise<unknown> = (nodeId) =>
      callApi('gameFavouriteRemove', { query: { nodeId } }),
  ) {
    makeAutoObservable<FavouritesStore, 'add' | 'remove'>(this, { add: false, remove: false });
  }

  isFavourite(game: GameItem): boolean {
    return this.marks.get(game.nodeId) ?? game.favourite === true;
  }

  /** Flips the mark at once; rolls back and rethrows when the server refuses. Resolves with the new state. */
  async toggle(game: GameItem): Promise<boolean> {
    const was = this.isFavourite(game);
    this.marks.set(game.nodeId, !was);
    try {
      if (was) await this.remove(game.nodeId);
      else await this.add(game);
      return !was;
    } catch (error) {
      runInAction(() => this.marks.set(game.nodeId, was));
      throw error;
    }
  }

  clear(): void {
    this.marks.clear();
  }
}
