// The app under /m (routes/app.ts): pre-compressed build files, the HTML templated per request with the boot data
// block and preload links (compressed once per variant), 404 for a missing hashed asset, the wildcard decoded once,
// and compressed /wps JSON.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decryptJson } from '@common/payloadCrypto';
import { brandSettings } from '../src/db/schema';
import { CSP } from '../src/plugins/securityHeaders';
import { startServer, type Envelope, type TestServer } from './harness';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="theme-color" content="#1c1c1e" />
    <title>Games</title>
    <script type="module" crossorigin src="/m/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--><div class="boot-pulse"></div><!--/app-html--></div>
    <!--app-data-->
  </body>
</html>`;

const catalogues = {
  EN: { app: { loading: 'Loading…' }, tricky: '</script><script>alert(1)</script>' },
  TY: { app: { loading: 'Naglo-load…' } },
};

function buildDist(withMeta: boolean) {
  const dist = mkdtempSync(join(tmpdir(), 'wps-app-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  const js = 'export const x = 1;'.repeat(200);
  writeFileSync(join(dist, 'assets', 'index-1.js'), js);
  writeFileSync(join(dist, 'assets', 'index-1.js.br'), brotliCompressSync(js));
  writeFileSync(join(dist, 'assets', 'index-1.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'sw.js'), '// sw');
  if (withMeta) {
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_card-1.js': { file: 'assets/card-1.js', imports: ['index.html', '_shared-1.js'], css: ['assets/card-1.css'] },
      'src/features/home/HomeScreen.tsx': { file: 'assets/HomeScreen-1.js', imports: ['index.html', '_card-1.js'] },
      'src/features/auth/LoginScreen.tsx': { file: 'assets/LoginScreen-1.js', imports: ['index.html'] },
      'brands/lucky-peso/brand.json': { file: 'assets/brand-lp.js' },
      'brands/lucky-peso/logo.svg?url': { file: 'assets/logo-lp.js' },
    };
    const boot = {
      routes: { '/m/home': 'src/features/home/HomeScreen.tsx', '/m/login': 'src/features/auth/LoginScreen.tsx' },
      aliases: { '/m': '/m/home', '/m/index.html': '/m/home' },
      catalogues,
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, '.vite', 'boot.json'), JSON.stringify(boot));
  }
  return dist;
}

interface Block {
  v: number;
  consolidated: { brand: { id: string }; settings: Record<string, unknown> };
  passphrase: string;
  theme: unknown;
  logoUrl: string | null;
  language: string;
  catalogues: Record<string, unknown>;
}

const blockOf = (html: string) => {
  const m = /<script type="application\/json" id="wps-boot">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no data block');
  return { raw: m[1]!, data: JSON.parse(m[1]!) as Block };
};

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ distDir: buildDist(true) });
});
afterAll(() => s.close());

describe('the app HTML', () => {
  test('carries the consolidated settings as the API returns them, the theme and the start catalogue', async () => {
    const page = await s.inject({ url: '/m/home?brand=lucky-peso' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const { raw, data } = blockOf(page.body);
    // Nothing in a value can end the element: every "<" is escaped.
    expect(raw).not.toContain('<');
    expect(data.catalogues).toEqual({ EN: catalogues.EN });
    expect(data.language).toBe('EN');
    expect(data.theme).toEqual(JSON.parse(readFileSync(join(__dirname, '../../brands/lucky-peso/theme.json'), 'utf8')));
    // The logo as the client's build inlines it (a data URL of brands/<id>/logo.svg): no module fetched for it.
    const logo = readFileSync(join(__dirname, '../../brands/lucky-peso/logo.svg')).toString('base64');
    expect(data.logoUrl).toBe(`data:image/svg+xml;base64,${logo}`);

    const api = await s.inject({ url: '/wps/system/settings/consolidated?brand=lucky-peso' });
    const value = (api.json() as Envelope<Block['consolidated']>).value!;
    const key = api.headers['x-encryption-key'] as string;
    const open = (c: Block['consolidated'], passphrase: string) => ({
      brand: c.brand,
      settings: {
        ...c.settings,
        customerService: decryptJson(c.settings.customerService as string, passphrase),
        downloadResources: decryptJson(c.settings.downloadResources as string, passphrase),
      },
    });
    // The two encrypted fields go in open (their passphrase would be beside them): no decryption code at start.
    expect(data.consolidated).toEqual(open(value, key));
    expect(data).not.toHaveProperty('passphrase');
    // The CSP stays strict: the block is data, not script.
    expect(page.headers['content-security-policy']).toBe(CSP);
  });

  test("preloads the first screen's chunks, not the brand's files", async () => {
    const home = (await s.inject({ url: '/m/home?brand=lucky-peso' })).body;
    for (const file of ['HomeScreen-1.js', 'card-1.js'])
      expect(home).toContain(`<link rel="modulepreload" crossorigin href="/m/assets/${file}" />`);
    // The brand's logo is in the data block and its file of defaults loads only to repair bad settings.
    for (const file of ['brand-lp.js', 'logo-lp.js']) expect(home).not.toContain(file);
    // The settings in the page need no decryption.
    expect(home).not.toContain('payloadCrypto');
    expect(home).toContain('<link rel="preload" as="style" href="/m/assets/card-1.css" />');
    // The entry's own imports are Vite's to preload, not ours.
    expect(home).not.toContain('shared-1.js');
    // Images are preloaded for a server-rendered page only (its route's loader names them: ssr.test.ts).
    expect(home).not.toContain('as="image"');
    // The preloads come after Vite's entry script.
    expect(home.indexOf('index-1.js')).toBeLessThan(home.indexOf('HomeScreen-1.js'));

    const login = (await s.inject({ url: '/m/login?brand=lucky-peso' })).body;
    expect(login).toContain('/m/assets/LoginScreen-1.js');
    expect(login).not.toContain('HomeScreen-1.js');
    expect(login).not.toContain('as="image"');
    // Aliases and case resolve like the client's route table.
    expect((await s.inject({ url: '/m?brand=lucky-peso' })).body).toContain('HomeScreen-1.js');
    expect((await s.inject({ url: '/m/HOME/?brand=lucky-peso' })).body).toContain('HomeScreen-1.js');
  });

  test('the start language: the remembered one (cookie) when the brand offers it, else the brand default', async () => {
    const ty = await s.inject({ url: '/m/home?brand=lucky-peso', cookies: { wl_lang: 'TY' } });
    expect(blockOf(ty.body).data.catalogues).toEqual({ TY: catalogues.TY });
    expect(ty.body).toContain('<html lang="fil"');
    const bad = await s.inject({ url: '/m/home?brand=lucky-peso', cookies: { wl_lang: 'XX' } });
    expect(blockOf(bad.body).data.language).toBe('EN');
    const bayani = await s.inject({ url: '/m/home?brand=bayani-bet' });
    expect(blockOf(bayani.body).data.language).toBe('TY');
  });

  test('compressed once per variant (br, gzip), with Vary and an ETag that revalidates', async () => {
    const br = await s.inject({ url: '/m/home?brand=lucky-peso', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(blockOf(html).data.consolidated.brand.id).toBe('lucky-peso');
    const gz = await s.inject({ url: '/m/home?brand=lucky-peso', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(html);
    const plain = await s.inject({ url: '/m/home?brand=lucky-peso', headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    // The same variant is the same bytes (cached), so a revalidation is a 304.
    const etag = br.headers.etag as string;
    const again = await s.inject({ url: '/m/home?brand=lucky-peso', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  test('a settings change reaches the next page', async () => {
    const before = blockOf((await s.inject({ url: '/m/login?brand=lucky-peso' })).body).data;
    const [row] = await s.ctx.db.select().from(brandSettings).where(eq(brandSettings.brandId, 'lucky-peso'));
    const settings = {
      ...(row!.settings as Record<string, unknown>),
      maintenance: !before.consolidated.settings.maintenance,
    };
    await s.ctx.db.update(brandSettings).set({ settings }).where(eq(brandSettings.brandId, 'lucky-peso'));
    const after = blockOf((await s.inject({ url: '/m/login?brand=lucky-peso' })).body).data;
    expect(after.consolidated.settings.maintenance).toBe(settings.maintenance);
    await s.ctx.db
      .update(brandSettings)
      .set({ settings: row!.settings })
      .where(eq(brandSettings.brandId, 'lucky-peso'));
  });
});

describe('build files', () => {
  test('sent pre-compressed with Content-Encoding and Vary; immutable when hashed', async () => {
    const br = await s.inject({ url: '/m/assets/index-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('export const x = 1;');
    const gz = await s.inject({ url: '/m/assets/index-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await s.inject({ url: '/m/assets/index-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const x = 1;');
  });

  test('the service worker is revalidated, so a new build is a new worker at the next navigation', async () => {
    const sw = await s.inject({ url: '/m/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  test('a missing hashed asset is a 404, not the app', async () => {
    const res = await s.inject({ url: '/m/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  test('build metadata is not served', async () => {
    expect((await s.inject({ url: '/m/.vite/boot.json' })).statusCode).toBe(404);
    expect((await s.inject({ url: '/m/.vite/manifest.json' })).statusCode).toBe(404);
  });

  test('the wildcard is decoded once: an encoded "%" is a path, not a crash', async () => {
    const res = await s.inject({ url: '/m/%25E0%25A4' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="wps-boot"');
    expect((await s.inject({ url: '/m/assets/%25E0%25A4.js' })).statusCode).toBe(404);
  });
});

describe('dynamic replies', () => {
  test('JSON over 1 KB is compressed, smaller replies are not', async () => {
    const big = await s.inject({
      url: '/wps/system/settings/consolidated?brand=lucky-peso',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).success).toBe(true);
    const small = await s.inject({ url: '/wps/system/status?brand=lucky-peso', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('a build without its metadata', () => {
  test('still gets the data block (no preloads)', async () => {
    const bare = await startServer({ distDir: buildDist(false) });
    try {
      const page = await bare.inject({ url: '/m/home?brand=lucky-peso' });
      expect(page.statusCode).toBe(200);
      const { data } = blockOf(page.body);
      expect(data.consolidated.brand.id).toBe('lucky-peso');
      expect(data.catalogues).toEqual({});
      expect(page.body).not.toContain('modulepreload');
    } finally {
      await bare.close();
    }
  });
});
