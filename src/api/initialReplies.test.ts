import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InitialReplies, replyKey } from './initialReplies';
import { useRemoteData } from './useRemoteData';

describe('initial replies (server-rendered first screens)', () => {
  it('key a request by endpoint and query, whatever the order of its fields; unset fields left out', () => {
    expect(replyKey('gameList', { pageNo: 1, gameType: 'RNG' })).toBe(
      replyKey('gameList', { gameType: 'RNG', pageNo: 1 }),
    );
    expect(replyKey('gameList', { pageNo: 1, gameName: undefined, vassalage: '' })).toBe('gameList?pageNo=1');
    expect(replyKey('announcements', undefined)).toBe('announcements?');
  });

  it('answer the first render only, until cleared', () => {
    const replies = new InitialReplies({
      [replyKey('gameList', { pageNo: 1 })]: { games: [], pageNum: 1, totalPages: 1 },
    });
    expect(replies.get('gameList', { pageNo: 1 })).toEqual({ games: [], pageNum: 1, totalPages: 1 });
    expect(replies.get('gameList', { pageNo: 2 })).toBeUndefined();
    replies.clear();
    expect(replies.get('gameList', { pageNo: 1 })).toBeUndefined();
  });
});

describe('useRemoteData with an initial reply', () => {
  it('shows it without loading, and loads once its inputs change', async () => {
    const load = vi.fn(async () => 'fresh');
    const { result, rerender } = renderHook(({ language }) => useRemoteData(load, [language], { initial: 'seed' }), {
      initialProps: { language: 'EN' },
    });
    expect(result.current).toMatchObject({ data: 'seed', loading: false, failed: false });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    rerender({ language: 'TY' });
    await vi.waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
