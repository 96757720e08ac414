// The operator console's page (routes/opsApp.ts): served at /ops and every client-side route below it, in production
// too, with the player app's security headers; its hashed assets immutable, a missing one a 404 (never the page);
// /ops/api stays the API (an unknown path there is the API's 404 envelope); the player app does not serve dist/ops.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CSP } from '../src/plugins/securityHeaders';
import { startServer, type Envelope, type TestServer } from './harness';

const PAGE =
  '<!doctype html><html><head><title>Operator console</title></head><body><div id="root"></div></body></html>';

function buildDist() {
  const dist = mkdtempSync(join(tmpdir(), 'wps-ops-'));
  mkdirSync(join(dist, 'ops', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><!--app-data--></body></html>');
  writeFileSync(join(dist, 'ops', 'ops.html'), PAGE);
  writeFileSync(join(dist, 'ops', 'ops.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(dist, 'ops', 'assets', 'ops-1.js'), 'export const console = 1;');
  return dist;
}

for (const production of [false, true])
  describe(production ? 'in production' : 'in development', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer({ distDir: buildDist(), production });
    });
    afterAll(() => s.close());

    test.each(['/ops', '/ops/', '/ops/sign-in', '/ops/withdrawals?state=pending', '/ops/audit/deep/link'])(
      '%s is the console page with the security headers',
      async (url) => {
        const page = await s.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toBe(PAGE);
        expect(page.headers['content-security-policy']).toBe(CSP);
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers['cache-control']).toBe('no-cache');
      },
    );

    test('the page goes out pre-compressed when the browser takes brotli', async () => {
      const page = await s.inject({ url: '/ops/withdrawals', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
    });

    test('hashed assets are immutable; a missing one is a 404, not the page', async () => {
      const asset = await s.inject({ url: '/ops/assets/ops-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const missing = await s.inject({ url: '/ops/assets/gone-2.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('Operator console');
      expect((await s.inject({ url: '/ops/assets/..%2F..%2Findex.html' })).statusCode).toBe(404);
    });

    test('/ops/api stays the API: an unknown path is its 404 envelope, a known one answers as before', async () => {
      const unknown = await s.inject({ url: '/ops/api/nothing-here' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<Envelope>().success).toBe(false);
      const me = await s.inject({ url: '/ops/api/me' });
      expect(me.statusCode).toBe(401);
      expect(me.json<Envelope>().success).toBe(false);
    });

    test('the player app does not serve the console build', async () => {
      const page = await s.inject({ url: '/m/ops/ops.html' });
      expect(page.body).not.toBe(PAGE);
      expect((await s.inject({ url: '/m/ops/assets/ops-1.js' })).statusCode).toBe(404);
    });
  });
