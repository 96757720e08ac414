import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

const ALIASES: Record<string, string> = {
  '/': '/m/home',
  '/index.html': '/m/home',
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
};

/** Serves the built app (dist/) under /m with an SPA fallback; "/" and the register aliases redirect. */
export function appRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dist = ctx.distDir;
  const query = (request: FastifyRequest) => {
    const i = request.url.indexOf('?');
    return i >= 0 ? request.url.slice(i) : '';
  };

  for (const [from, to] of Object.entries(ALIASES)) {
    app.get(from, { schema: { hide: true } }, (request, reply) => reply.redirect(`${to}${query(request)}`, 302));
  }

  const serve = (reply: FastifyReply, rel: string) => {
    if (!existsSync(join(dist, 'index.html'))) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The app is not built: run npm run build');
    }
    const file = normalize(join(dist, rel));
    const inside = file.startsWith(dist.endsWith(sep) ? dist : dist + sep);
    if (rel && inside && existsSync(file) && statSync(file).isFile()) {
      // Hashed build assets never change; everything else is revalidated.
      if (rel.startsWith('assets/')) return reply.sendFile(rel, dist, { maxAge: '365d', immutable: true });
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(rel, dist, { cacheControl: false });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', dist, { cacheControl: false });
  };

  app.get('/m', { schema: { hide: true } }, (_request, reply) => serve(reply, ''));
  app.get<{ Params: { '*': string } }>('/m/*', { schema: { hide: true } }, (request, reply) =>
    serve(reply, decodeURIComponent(request.params['*'] ?? '')),
  );
}
