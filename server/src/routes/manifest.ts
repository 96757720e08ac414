import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brandsDir } from '../brands/loadBrands';
import type { AppContext } from '../context';

interface ThemeColors {
  primary?: string;
  headerBg?: string;
  background?: string;
}

function readThemeColors(id: string): ThemeColors {
  const file = join(brandsDir, id, 'theme.json');
  if (!existsSync(file)) return {};
  return ((JSON.parse(readFileSync(file, 'utf8')) as { colors?: ThemeColors }).colors ?? {}) as ThemeColors;
}

/**
 * The web app manifest and icon of the request's brand (host name or remembered ?brand=), so "Add to home screen"
 * installs the brand the player is on. Registration reports PWA when the app runs installed (display standalone).
 */
export function manifestRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get('/m/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
    const { brand } = request.brand;
    const colors = readThemeColors(brand.id);
    reply.header('Cache-Control', 'no-cache');
    return reply.type('application/manifest+json; charset=utf-8').send({
      id: `/m/?brand=${brand.id}`,
      name: brand.name,
      short_name: brand.name,
      lang: request.lang === 'TY' ? 'fil' : 'en',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      background_color: colors.background ?? '#ffffff',
      theme_color: colors.headerBg ?? colors.primary ?? '#1c1c1e',
      icons: [{ src: '/m/brand-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  app.get('/m/brand-icon.svg', { schema: { hide: true } }, (request, reply) => {
    const file = join(brandsDir, request.brand.brand.id, 'logo.svg');
    if (!existsSync(file)) return reply.status(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    return reply.type('image/svg+xml').send(readFileSync(file));
  });
}
