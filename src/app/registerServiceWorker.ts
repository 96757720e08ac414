/**
 * Registers the service worker in production builds (caches the shell, offline page). main.tsx calls it once start-up
 * is over (after the first input, or after load and idle), so it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch((error: unknown) => {
    console.warn('[sw] registration failed', error);
  });
}
