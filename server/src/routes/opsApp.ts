import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { sendNotFound } from '../plugins/envelope';

/**
 * Serves the operator console's build (dist/ops, vite.config.ts opsBuild) at /ops: its hashed assets under
 * /ops/assets, and its page for /ops and every other path below it (client-side routes). /ops/api is the API
 * (routes/ops.ts); an unknown path there gets the API's 404 envelope, never the page. The security headers (CSP)
 * are the player app's: the onSend hook of plugins/securityHeaders.ts sets them on every reply.
 */
export function opsAppRoutes(app: FastifyInstance, ctx: AppContext): void {
  const root = join(ctx.distDir, 'ops');
  const page = join(root, 'ops.html');

  const sendPage = (reply: FastifyReply) => {
    if (!existsSync(page))
      return reply.status(503).type('text/plain; charset=utf-8').send('The console is not built: run npm run build');
    // Revalidated each time: a new build changes the asset names it loads.
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('ops.html', root, { cacheControl: false });
  };
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/ops', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get<{ Params: { '*': string } }>('/ops/*', { schema: { hide: true } }, (request, reply) => {
    const rel = request.params['*'] ?? '';
    if (rel === 'api' || rel.startsWith('api/')) return sendNotFound(reply);
    if (rel.startsWith('assets/')) {
      const file = normalize(join(root, rel));
      const inside = file.startsWith(root + sep);
      const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
      if (!inside || hidden || !existsSync(file) || !statSync(file).isFile()) return notFound(reply);
      return reply.sendFile(rel, root, {
        maxAge: '365d',
        immutable: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      });
    }
    return sendPage(reply);
  });
}
