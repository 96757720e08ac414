import { describe, expect, test } from 'vitest';
import { buildId, stampWorker } from '../../src/app/serviceWorker/buildId';
import SOURCE from '../../src/app/serviceWorker/sw.js?raw';

const ORIGIN = 'https://lucky-peso.example';

interface FakeResponse {
  ok: boolean;
  body: string;
  clone(): FakeResponse;
}
const reply = (body: string, ok = true): FakeResponse => ({ ok, body, clone: () => reply(body, ok) });

/**
 * The worker run in a stand-in of its global scope: its listeners, Cache Storage as maps of URL → reply, and a
 * network whose replies the test sets. A fetch event the worker does not answer goes to the browser (its HTTP cache
 * revalidating what the server marks no-cache).
 */
function startWorker(
  id: string,
  network: (url: string) => string | Error,
  stored = new Map<string, Map<string, FakeResponse>>(),
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const fetched: string[] = [];
  const caches = {
    open: async (name: string) => {
      const cache = stored.get(name) ?? new Map<string, FakeResponse>();
      stored.set(name, cache);
      const key = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;
      return {
        match: async (r: string | { url: string }) => cache.get(key(r)),
        put: async (r: { url: string }, response: FakeResponse) => void cache.set(key(r), response),
        addAll: async (urls: string[]) => {
          for (const url of urls) cache.set(key(url), reply(network(url) as string));
        },
      };
    },
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
    match: async (r: string | { url: string }) => {
      for (const cache of stored.values()) {
        const hit = cache.get(new URL(typeof r === 'string' ? r : r.url, ORIGIN).href);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const fetch = async (request: { url: string }) => {
    fetched.push(request.url);
    const body = network(request.url);
    if (body instanceof Error) throw body;
    return reply(body);
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', stampWorker(SOURCE, id))(self, caches, fetch);

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** What the page gets: the worker's answer, or undefined when the worker leaves the request to the browser. */
  const get = async (path: string, mode: 'navigate' | 'no-cors' | 'cors' = 'cors') => {
    let answer: Promise<FakeResponse | undefined> | undefined;
    listeners.get('fetch')!({
      request: { method: 'GET', url: `${ORIGIN}${path}`, mode },
      respondWith: (p: Promise<FakeResponse | undefined>) => (answer = p),
    });
    return answer ? ((await answer)?.body ?? 'nothing') : undefined;
  };
  return { lifecycle, get, fetched, stored };
}

describe('the service worker after a publish', () => {
  test('navigations come from the network every time: the page after a publish carries the new theme and logo', async () => {
    let page = '<html>theme v1</html>';
    const worker = startWorker('build-a', (url) => (url.endsWith('offline.html') ? 'offline' : page));
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect(await worker.get('/m/home', 'navigate')).toBe('<html>theme v1</html>');
    page = '<html>theme v2</html>';
    expect(await worker.get('/m/home', 'navigate')).toBe('<html>theme v2</html>');
    expect(worker.fetched.filter((url) => url.endsWith('/m/home'))).toHaveLength(2);
  });

  test('without a network a navigation gets the offline page', async () => {
    const worker = startWorker('build-a', (url) => (url.endsWith('offline.html') ? 'offline' : new Error('offline')));
    await worker.lifecycle('install');
    expect(await worker.get('/m/mine', 'navigate')).toBe('offline');
  });

  test('the manifest, the brand icon and /wps are left to the browser, which revalidates them', async () => {
    const worker = startWorker('build-a', () => 'x');
    await worker.lifecycle('install');
    for (const path of ['/m/manifest.webmanifest', '/m/brand-icon.svg', '/wps/system/brand/theme'])
      expect(await worker.get(path)).toBeUndefined();
  });

  test('hashed assets are served from the cache once fetched (their names change with their content)', async () => {
    const worker = startWorker('build-a', () => 'chunk');
    await worker.get('/m/assets/index-abc123.js');
    await worker.get('/m/assets/index-abc123.js');
    expect(worker.fetched.filter((url) => url.includes('index-abc123'))).toHaveLength(1);
  });

  test("a new build's worker drops the previous build's caches, its offline page included", async () => {
    const stored = new Map<string, Map<string, FakeResponse>>();
    const old = startWorker('build-a', () => 'old offline', stored);
    await old.lifecycle('install');
    await old.get('/m/assets/index-abc123.js');
    const offline = (url: string) => (url.endsWith('offline.html') ? 'new offline' : new Error('offline'));
    const next = startWorker('build-b', offline, stored);
    await next.lifecycle('install');
    await next.lifecycle('activate');
    expect([...stored.keys()].every((name) => name.endsWith('build-b'))).toBe(true);
    expect(await next.get('/m/home', 'navigate')).toBe('new offline');
  });
});

describe('the worker file changes with the build', () => {
  test('a different build is a different worker; the same build the same one', () => {
    const a = stampWorker(SOURCE, buildId(SOURCE, ['index.html', 'assets/index-abc123.js']));
    const again = stampWorker(SOURCE, buildId(SOURCE, ['assets/index-abc123.js', 'index.html']));
    const b = stampWorker(SOURCE, buildId(SOURCE, ['index.html', 'assets/index-def456.js']));
    expect(a).toBe(again);
    expect(a).not.toBe(b);
    expect(a).not.toContain('__WL_BUILD_ID__');
    expect(() => stampWorker('// no placeholder', 'x')).toThrow();
  });
});
