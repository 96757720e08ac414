import { useSyncExternalStore } from 'react';

const query = () =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.('(prefers-reduced-motion: reduce)');

/**
 * Whether the player asked for less motion: carousels stop rotating, the red-envelope rain becomes a still grid.
 * False on the server (no media query there); the browser's answer takes over when the page hydrates.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = query();
      mq?.addEventListener('change', onChange);
      return () => mq?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
