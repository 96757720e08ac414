import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page in the URL's search params, so a view can be shared, reloaded and gone back to. Changing a
 * filter returns to page 1; empty values are left out of the URL.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const values = useMemo(
    () => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>,
    // The params' text is their identity (a new URLSearchParams object on every navigation).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, names],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setFilters = useCallback(
    (next: Partial<Record<K, string>>) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next) as [string, string | undefined][])
          if (value) out.set(name, value);
          else out.delete(name);
        out.delete('page');
        return out;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (n: number) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (n > 1) out.set('page', String(n));
        else out.delete('page');
        return out;
      }),
    [setParams],
  );
  return { values, page, setFilters, setPage };
}
