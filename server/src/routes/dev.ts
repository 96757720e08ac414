import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute, route } from '../api/route';
import { patchBrandSettings, resetBrandSettings } from '../services/devTools';

/** Development-only helpers (not registered when NODE_ENV=production: they answer 404 there). */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.production) return;

  // A bare JSON array, not an envelope: the e2e tests and developers read codes from it.
  rawRoute(app, 'devOutbox', async (request, reply) => reply.send(ctx.outbox.list(request.query.to)));

  route(app, 'devSettings', async (request) =>
    patchBrandSettings(ctx, request.body.brand ?? request.brand.brand.id, request.body),
  );

  route(app, 'devResetSettings', async (request) => resetBrandSettings(ctx, request.body));
}
