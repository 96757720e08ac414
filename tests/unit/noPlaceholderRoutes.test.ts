import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/routes/routeTable';
import { paths, type RouteName } from '../../src/registry/paths';

/**
 * Routes still allowed to show the "This page is on its way" placeholder, each with the issue that builds it.
 * Remove a route from here when its screen lands (the second test fails until you do).
 */
const WAITING: Partial<Record<RouteName, string>> = {};

const nameOf = new Map<string, RouteName>(Object.entries(paths).map(([name, path]) => [path, name as RouteName]));
const waiting = new Set(Object.keys(WAITING));
/** A route shows the placeholder when it has no screen or its screen is the placeholder component. */
const isPlaceholder = (screen: (() => unknown) | undefined) =>
  screen === undefined || String(screen).includes('PlaceholderScreen');

describe('no route renders the placeholder', () => {
  it('every route outside the allow-list has a real screen', () => {
    const missing = routeTable
      .filter((route) => !waiting.has(nameOf.get(route.path)!))
      .filter((route) => isPlaceholder(route.screen))
      .map((route) => `${nameOf.get(route.path)} (${route.path})`);
    expect(missing).toEqual([]);
  });

  it('the allow-list names only routes that still wait (drop a route once its screen lands)', () => {
    const built = routeTable
      .filter((route) => waiting.has(nameOf.get(route.path)!))
      .filter((route) => !isPlaceholder(route.screen))
      .map((route) => `${nameOf.get(route.path)} → ${WAITING[nameOf.get(route.path)!]}`);
    expect(built).toEqual([]);
    // and every allow-listed name is a route of the table
    expect([...waiting].filter((name) => !routeTable.some((r) => r.path === paths[name as RouteName]))).toEqual([]);
  });
});
