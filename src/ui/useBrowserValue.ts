import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the player's browser knows (something stored, the display mode), for a part of a screen the server may
 * render: a server render and its hydration use `everyone` (what a first visit shows), and React re-renders with the
 * browser's value right after hydration (useSyncExternalStore's server snapshot); a client render reads it at once.
 * `read` must return a primitive (compared with Object.is).
 */
export function useBrowserValue<T extends string | number | boolean | undefined>(read: () => T, everyone: T): T {
  return useSyncExternalStore(unchanging, read, () => everyone);
}
