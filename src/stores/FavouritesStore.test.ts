import { describe, expect, it, vi } from 'vitest';
import type { GameItem } from '@common/generated/api';
import { FavouritesStore } from './FavouritesStore';

const game = { nodeId: 7, favourite: false } as GameItem;

describe('FavouritesStore', () => {
  it('marks at once and keeps the mark when the server agrees', async () => {
    const add = vi.fn(async () => undefined);
    const store = new FavouritesStore(add, vi.fn());
    const pending = store.toggle(game);
    expect(store.isFavourite(game)).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(add).toHaveBeenCalledWith(game);
  });

  it('rolls back when the server refuses', async () => {
    const store = new FavouritesStore(
      vi.fn(),
      vi.fn(async () => Promise.reject(new Error('no'))),
    );
    const favourite = { ...game, favourite: true };
    await expect(store.toggle(favourite)).rejects.toThrow('no');
    expect(store.isFavourite(favourite)).toBe(true);
  });
});
