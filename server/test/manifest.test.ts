import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('per-brand web app manifest', () => {
  test('names, colours and icon follow the brand of the request', async () => {
    const lucky = await s.inject({ url: '/m/manifest.webmanifest?brand=lucky-peso' });
    expect(lucky.statusCode).toBe(200);
    expect(lucky.headers['content-type']).toContain('application/manifest+json');
    const a = lucky.json() as Record<string, unknown>;
    expect(a).toMatchObject({ name: 'Lucky Peso', start_url: '/m/home', scope: '/m/', display: 'standalone' });
    expect(a.theme_color).toBe('#1a0f00');

    const bayani = (await s.inject({ url: '/m/manifest.webmanifest?brand=bayani-bet' })).json() as Record<
      string,
      unknown
    >;
    expect(bayani.name).toBe('Bayani Bet');
    expect(bayani.theme_color).not.toBe(a.theme_color);
  });

  test('the icon is the brand logo', async () => {
    const res = await s.inject({ url: '/m/brand-icon.svg?brand=perlas-play' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  test('both are revalidated on each use, so an installed app picks up a publish (docs/brand-studio.md)', async () => {
    for (const url of ['/m/manifest.webmanifest?brand=lucky-peso', '/m/brand-icon.svg?brand=lucky-peso'])
      expect((await s.inject({ url })).headers['cache-control']).toBe('no-cache');
  });
});
