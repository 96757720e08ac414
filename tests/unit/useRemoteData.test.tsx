import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemoteData } from '../../src/api/useRemoteData';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRemoteData', () => {
  it('loads, then shows the data', async () => {
    const { result } = renderHook(() => useRemoteData(() => Promise.resolve(['a']), []));
    expect(result.current).toMatchObject({ data: undefined, loading: true, failed: false });
    await waitFor(() => expect(result.current).toMatchObject({ data: ['a'], loading: false, failed: false }));
  });

  it('ignores a reply to inputs that have since changed, and keeps the old data while the new loads', async () => {
    const replies: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ id }) => useRemoteData(() => replies[id]!.promise, [id]), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => replies.b!.resolve('B'));
    await act(async () => replies.a!.resolve('A'));
    expect(result.current).toMatchObject({ data: 'B', loading: false });

    const c = deferred<string>();
    replies.c = c;
    rerender({ id: 'c' });
    expect(result.current).toMatchObject({ data: 'B', loading: true });
    await act(async () => c.resolve('C'));
    expect(result.current.data).toBe('C');
  });

  it('reports a failure, and a retry loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const { result } = renderHook(() => useRemoteData(load, []));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.error).toBeInstanceOf(Error);
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ failed: false, loading: true });
    await waitFor(() => expect(result.current.data).toBe('up'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing until enabled', async () => {
    const load = vi.fn().mockResolvedValue(1);
    const { result, rerender } = renderHook(({ enabled }) => useRemoteData(load, [], { enabled }), {
      initialProps: { enabled: false },
    });
    expect(result.current.loading).toBe(false);
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it('waits `delayMs`, restarting on each change (the language debounce)', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn((lang: string) => Promise.resolve(lang));
      const { result, rerender } = renderHook(({ lang }) => useRemoteData(() => load(lang), [lang], { delayMs: 200 }), {
        initialProps: { lang: 'EN' },
      });
      await act(async () => vi.advanceTimersByTime(150));
      rerender({ lang: 'TY' });
      await act(async () => vi.advanceTimersByTime(150));
      expect(load).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(60));
      expect(load.mock.calls).toEqual([['TY']]);
      expect(result.current.data).toBe('TY');
    } finally {
      vi.useRealTimers();
    }
  });
});
