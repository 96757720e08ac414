/** Registers the service worker in production builds (caches the shell, offline page). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  });
}
