import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { brandIcon, brandManifest } from '../services/manifest';

/**
 * The web app manifest and icon of the request's brand (host name or remembered ?brand=). Not /wps: plain routes,
 * hidden from the API documents.
 */
export function manifestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/m/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .send(brandManifest(ctx.brandRegistry, request.brand, request.lang));
  });

  app.get('/m/brand-icon.svg', { schema: { hide: true } }, (request, reply) => {
    const icon = brandIcon(ctx.brandRegistry, request.brand);
    if (!icon) return reply.status(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    // The URL keeps its .svg name (installed apps remember it); a raster logo is sent as what it is.
    return reply.type(icon.type).send(icon.body);
  });
}
