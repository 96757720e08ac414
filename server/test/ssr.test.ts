// Server-side rendering in the app's HTML (routes/app.ts, ssr/): a build's renderer (<dist>/.ssr, named by its
// manifest; its exports are common/ssrContract.ts SsrEntry) fills the root element and the head for the routes its plan
// names; the page carries the replies it was rendered with and preloads the images the render names; a variant is
// rendered once (per URL, brand, language and kind of device); its scripts start after the first paint; a route the
// plan leaves out, a failed render, or SSR=0, gives the client-rendered page. And the document-only security headers
// are not sent with scripts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './harness';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Games</title>
    <script type="module" crossorigin src="/m/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root">
      <!--app-html--><div class="boot-pulse"></div><!--/app-html-->
    </div>
    <!--app-data-->
  </body>
</html>`;

// A stand-in for src/entry-server.tsx with the same exports (the game list reads ?gameType=, as its route declares).
const ENTRY = `
const canonical = (url) => {
  const at = new URL(url, 'http://localhost');
  const type = at.searchParams.get('gameType');
  return type === null ? at.pathname : at.pathname + '?gameType=' + encodeURIComponent(type);
};
export const plan = async (url) =>
  url.startsWith('/m/mine')
    ? undefined
    : {
        url: canonical(url),
        requests: url.startsWith('/m/gameList')
          ? [{ id: 'gameList', query: { pageNo: 1, pageSize: 3, clientType: 2, platform: 'html5' }, key: 'gameList?first' }]
          : [{ id: 'memberInfo', query: {}, key: 'memberInfo?' }],
      };
export const deviceKey = (ua) => (/Android/.test(ua) ? 'android' : 'other');
export async function render({ url, bootJson, userAgent }) {
  if (url.includes('broken')) throw new Error('render failed');
  globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
  const boot = JSON.parse(bootJson);
  const games = boot.replies?.['gameList?first']?.games?.length ?? 0;
  return {
    html: '<main data-device="' + deviceKey(userAgent) + '" data-games="' + games + '">' + boot.language + '</main>',
    css: '<style data-emotion="css x1">.css-x1{color:red}</style>',
    title: 'Rendered · Test',
    images: url.startsWith('/m/home') ? ['/m/banner-1.png'] : [],
  };
}
`;

function buildDist() {
  const dist = mkdtempSync(join(tmpdir(), 'wps-ssr-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr', '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(join(dist, 'sw.js'), '// sw');
  writeFileSync(join(dist, '.ssr', 'entry-server-1.js'), ENTRY);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/app/afterPaint.ts': { file: 'assets/afterPaint-1.js', isEntry: true },
      'src/features/home/HomeScreen.tsx': { file: 'assets/HomeScreen-1.js', imports: ['index.html'] },
    }),
  );
  writeFileSync(
    join(dist, '.vite', 'boot.json'),
    JSON.stringify({ routes: { '/m/home': 'src/features/home/HomeScreen.tsx' }, aliases: {}, catalogues: {} }),
  );
  writeFileSync(
    join(dist, '.ssr', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-server.tsx': { file: 'entry-server-1.js', isEntry: true } }),
  );
  return dist;
}

const renders = () => (globalThis as { __ssrRenders?: number }).__ssrRenders ?? 0;
const ANDROID = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7)' };
const block = (html: string) =>
  JSON.parse(/<script type="application\/json" id="wps-boot">([^<]*)<\/script>/.exec(html)![1]!) as {
    language: string;
    replies?: Record<string, { games: unknown[] }>;
  };

let s: TestServer;
const dist = buildDist();
beforeAll(async () => {
  s = await startServer({ distDir: dist, logLevel: 'silent' });
});
afterAll(() => s.close());

describe('a server-rendered page', () => {
  test('holds the first screen in the root element, its styles in the head, and its title', async () => {
    const page = await s.inject({ url: '/m/home?brand=lucky-peso', headers: ANDROID });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div id="root" data-ssr=""><main data-device="android" data-games="0">EN</main></div>',
    );
    expect(page.body).not.toContain('boot-pulse');
    expect(page.body).toMatch(/<style data-emotion="css x1">[^<]*<\/style>[\s\S]*<\/head>/);
    expect(page.body).toContain('<title>Rendered · Test</title>');
    // The app's code is asked for once the page is painted (src/app/afterPaint.ts), its files named for then.
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/m/assets/afterPaint-1.js" data-entry="/m/assets/index-1.js"' +
        ' data-preload="/m/assets/HomeScreen-1.js"></script>',
    );
    expect(page.body).not.toContain('modulepreload');
    // The images the render names (its route's loader: home's first banner) load with the page.
    expect(page.body).toMatch(
      /<link rel="preload" as="image" href="\/m\/banner-1.png" fetchpriority="high" \/>[\s\S]*<\/head>/,
    );
    expect(String(page.headers.vary)).toMatch(/User-Agent/);
    // A request the server cannot answer without a session is left out: the screen loads it itself.
    expect(block(page.body).replies).toBeUndefined();
  });

  test("carries the replies its first screen shows, asked of the server's own API", async () => {
    const page = await s.inject({ url: '/m/gameList?brand=lucky-peso', headers: ANDROID });
    const games = block(page.body).replies?.['gameList?first']?.games;
    expect(games).toHaveLength(3);
    expect(page.body).toContain('data-games="3"');
  });

  test('is rendered once per variant: URL, brand, language and kind of device', async () => {
    const url = '/m/login?brand=lucky-peso';
    const before = renders();
    await s.inject({ url, headers: ANDROID });
    await s.inject({ url, headers: ANDROID });
    expect(renders()).toBe(before + 1);
    const desktop = await s.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    expect(desktop.body).toContain('data-device="other"');
    const filipino = await s.inject({ url, headers: ANDROID, cookies: { wl_lang: 'TY' } });
    expect(filipino.body).toContain('>TY</main>');
    expect(renders()).toBe(before + 3);
  });

  test('a route the plan leaves out (it depends on the visitor) is not rendered: the client renders it', async () => {
    const before = renders();
    const page = await s.inject({ url: '/m/mine?brand=lucky-peso', headers: ANDROID });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('boot-pulse');
    expect(page.body).not.toContain('data-ssr');
    expect(page.body).not.toContain('afterPaint');
    expect(block(page.body).replies).toBeUndefined();
    expect(String(page.headers.vary)).not.toMatch(/User-Agent/);
    expect(renders()).toBe(before);
  });

  test('a failed render gives the client-rendered page', async () => {
    const page = await s.inject({ url: '/m/broken?brand=lucky-peso' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('boot-pulse');
    expect(page.body).not.toContain('data-ssr');
    expect(block(page.body).language).toBe('EN');
  });
});

describe('SSR=0', () => {
  test('serves the client-rendered page', async () => {
    process.env.SSR = '0';
    const off = await startServer({ distDir: dist }).finally(() => delete process.env.SSR);
    try {
      const page = await off.inject({ url: '/m/home?brand=lucky-peso', headers: ANDROID });
      expect(page.body).toContain('boot-pulse');
      expect(page.body).not.toContain('data-ssr');
      expect(String(page.headers.vary)).not.toMatch(/User-Agent/);
    } finally {
      await off.close();
    }
  });
});

describe('security headers', () => {
  test('document-only headers go with pages and the service worker, not with scripts', async () => {
    const script = await s.inject({ url: '/m/assets/index-1.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    for (const url of ['/m/sw.js', '/m/home?brand=lucky-peso', '/wps/system/status']) {
      const res = await s.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
