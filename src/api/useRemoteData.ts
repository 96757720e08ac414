import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** What a screen knows about one remote load. */
export interface RemoteData<T> {
  /** The last value that arrived; kept while a newer load runs (a language change does not blank the screen). */
  data: T | undefined;
  /** A load for the current inputs is under way. */
  loading: boolean;
  /** The current inputs' load failed (cleared when a retry or new inputs start another). */
  failed: boolean;
  error: unknown;
  /** Loads again with the same inputs (the Retry button). */
  retry: () => void;
}

export interface RemoteDataOptions {
  /** False skips loading (e.g. until another value is known); the last data stays. */
  enabled?: boolean;
  /** Waits this long before loading, restarting on every change (SPEC §4: language reloads debounce 200 ms). */
  delayMs?: number;
}

export interface RemoteDataSeed<T> {
  /** The reply the page was server-rendered with (useInitialReply): the first inputs' data, not loaded again. */
  initial?: T;
}

interface Settled<T> {
  /** The inputs the reply answered. */
  key: readonly unknown[];
  data: T | undefined;
  failed: boolean;
  error: unknown;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Loads remote data for a screen: reloads when `deps` change (like an effect's dependencies, which `load` may read),
 * ignores replies to inputs that have since changed, and offers loading, failure and retry. Screens with paging or
 * several related calls use a MobX store instead (see features/games/GameListStore).
 */
export function useRemoteData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  { enabled = true, delayMs = 0, initial }: RemoteDataOptions & RemoteDataSeed<T> = {},
): RemoteData<T> {
  const [attempt, setAttempt] = useState(0);
  const key = [attempt, ...deps];
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    initial === undefined ? undefined : { key, data: initial, failed: false, error: undefined },
  );
  const seededKey = useRef(initial === undefined ? undefined : key);

  useEffect(() => {
    if (!enabled) return;
    if (seededKey.current && sameKey(seededKey.current, key)) return;
    seededKey.current = undefined;
    let live = true;
    const start = () =>
      load().then(
        (data) => live && setSettled({ key, data, failed: false, error: undefined }),
        (error: unknown) => live && setSettled((s) => ({ key, data: s?.data, failed: true, error })),
      );
    const timer = delayMs > 0 ? setTimeout(start, delayMs) : undefined;
    if (delayMs <= 0) void start();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the caller's deps plus the retry count
  }, [enabled, delayMs, ...key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled !== undefined && sameKey(settled.key, key);
  return {
    data: settled?.data,
    loading: enabled && !current,
    failed: current && settled.failed,
    error: current ? settled.error : undefined,
    retry,
  };
}
