// Service worker (docs/brand-studio.md, "What reaches players after a publish"): hashed assets cache-first for fast
// repeat visits; pages always from the network with an offline page; everything else (the manifest, the brand icon,
// /wps) is left to the browser, which revalidates it (the server sends no-cache). The build writes its id into VERSION
// (src/app/serviceWorker/buildId.ts), so a new build is a new worker: it takes over at once and drops the old caches.
const VERSION = '__WL_BUILD_ID__';
const ASSET_CACHE = `assets-${VERSION}`;
const PAGE_CACHE = `pages-${VERSION}`;
const OFFLINE_URL = '/m/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGE_CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => ![ASSET_CACHE, PAGE_CACHE].includes(k)).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Build output under /m/assets/ is content-hashed and never changes: serve from cache first.
  if (url.pathname.startsWith('/m/assets/')) {
    event.respondWith(
      caches.open(ASSET_CACHE).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }

  // Pages: always the network (the server decides maintenance and region rules), the offline page without one.
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
  }
});
