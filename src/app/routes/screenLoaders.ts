import type { ComponentType } from 'react';
import { routeAliases } from './routeTable';
import { routeDefOf } from './useRouteDef';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Routes without a screen of their own show the titled placeholder; unknown paths the not-found screen. */
export const placeholderScreen: ScreenLoader = () => import('./PlaceholderScreen');
export const notFoundScreen: ScreenLoader = () => import('../../features/status/NotFoundScreen');

/** The screen a path shows (undefined for an alias, which redirects). */
export function screenLoaderOf(pathname: string): ScreenLoader | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (routeAliases[path] ?? routeAliases[pathname]) return undefined;
  const def = routeDefOf(pathname);
  return def ? (def.screen ?? placeholderScreen) : notFoundScreen;
}

const loaded = new Map<ScreenLoader, ComponentType>();

/**
 * Loads a screen's module ahead of rendering it, so LazyScreen renders it at once instead of suspending: the server
 * renders it in one pass, and the client hydrates the server's markup without waiting for the chunk.
 */
export async function preloadScreen(load: ScreenLoader | undefined): Promise<void> {
  if (!load || loaded.has(load)) return;
  loaded.set(load, (await load()).default);
}

/** The screen component when preloadScreen has loaded it. */
export const preloadedScreen = (load: ScreenLoader) => loaded.get(load);

let shown = false;
const listeners: (() => void)[] = [];

/**
 * Runs `listener` once the first screen is in the page (for a hydrated page: once its markup is hydrated), in the
 * same effect phase, before anything re-renders it.
 */
export function onFirstScreenShown(listener: () => void): void {
  if (shown) listener();
  else listeners.push(listener);
}

/** Called by LazyScreen when its screen has committed. */
export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners.splice(0)) listener();
}
