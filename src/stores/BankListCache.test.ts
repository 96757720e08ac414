import { describe, expect, test, vi } from 'vitest';
import { clearClientState } from './clearClientState';
import { bankListCache, LoadOnceCache } from './BankListCache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('LoadOnceCache', () => {
  test('loads once; callers while it loads share the one request', async () => {
    const load = vi.fn(async () => ['BDO']);
    const cache = new LoadOnceCache(load);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(await cache.get()).toEqual(['BDO']);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is not kept: the next caller tries again', async () => {
    const first = deferred<string[]>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(['BPI']);
    const cache = new LoadOnceCache<string[]>(load);
    const failed = cache.get();
    first.reject(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    expect(await cache.get()).toEqual(['BPI']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('clear forgets the value', async () => {
    const load = vi.fn(async () => ['BDO']);
    const cache = new LoadOnceCache(load);
    await cache.get();
    cache.clear();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sign-out', () => {
  test('clearClientState clears the bank list cache', () => {
    const clear = vi.spyOn(bankListCache, 'clear');
    clearClientState(window.localStorage, window.sessionStorage);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
