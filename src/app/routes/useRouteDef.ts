import { useLocation } from 'react-router';
import { routeAliases, routeTable, type RouteDef } from './routeTable';

const byPath = new Map(routeTable.map((r) => [r.path.toLowerCase(), r]));

/** The route definition of a path (aliases resolved), or undefined for unknown paths. */
export function routeDefOf(pathname: string): RouteDef | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const target = routeAliases[path] ?? routeAliases[pathname] ?? path;
  return byPath.get(target.toLowerCase());
}

/** The current route's definition. */
export function useRouteDef(): RouteDef | undefined {
  return routeDefOf(useLocation().pathname);
}
