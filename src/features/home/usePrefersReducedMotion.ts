import { useSyncExternalStore } from 'react';

const query = () => window.matchMedia?.('(prefers-reduced-motion: reduce)');

/** Whether the player asked for less motion (carousels then stop rotating on their own). */
export function usePrefersReducedMotion(): boolean {
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
