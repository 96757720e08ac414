import type { RouteDef } from './routeTable';

/**
 * The URL a server-rendered route's first render reads: its path and only the query parameters the route declares
 * (`RouteDef.query`), in a fixed order. The server renders and caches by it, so a parameter the screen does not
 * read (`?x=<random>`) makes no new variant and costs no render.
 */
export function ssrUrl(at: URL, def: Pick<RouteDef, 'query'>): string {
  const kept = new URLSearchParams();
  for (const name of [...(def.query ?? [])].sort()) {
    const value = at.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${at.pathname}?${query}` : at.pathname;
}
