import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { route } from '../api/route';
import { repoRoot } from '../config';
import type { AppContext } from '../context';

/** The static Storybook that `npm run build-storybook` writes. */
export const storybookDir = join(repoRoot, 'storybook-static');

const STORYBOOK_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'";

/**
 * QA tools, only with the dev tools on (never in production): the status (the console's Storybook link asks it), and
 * the built Storybook under /storybook/ so operators preview brands and flags without installing anything.
 */
export function devQaRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.devTools) return;
  const storybook = existsSync(join(storybookDir, 'index.html'));

  route(app, 'devStatus', async () => ({ devTools: true as const, brands: [...ctx.brands.keys()], storybook }));

  if (storybook) {
    void app.register(async (scope) => {
      // Storybook frames its own preview (iframe.html) and boots from inline scripts: the app's strict policy
      // (frame-ancestors 'none', script-src 'self') would blank it. Relaxed here only, and only with the dev tools.
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('content-security-policy', STORYBOOK_CSP);
        reply.removeHeader('x-frame-options');
        return payload;
      });
      await scope.register(fastifyStatic, { root: storybookDir, prefix: '/storybook/', decorateReply: false });
      // The catalogue's front page (the static plugin serves the files below it); /storybook → /storybook/.
      // Static files, not API: left out of the OpenAPI document (docs/api.md is the same with or without a build).
      scope.get('/storybook/', { schema: { hide: true } }, (request, reply) =>
        request.url.split('?')[0]!.endsWith('/')
          ? reply.sendFile('index.html', storybookDir)
          : reply.redirect('/storybook/'),
      );
    });
  }
}
