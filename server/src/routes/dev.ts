import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute } from '../api/route';

/**
 * Development helpers, registered only with the dev tools switched on (DEV_TOOLS=1 / --dev-tools, never with
 * NODE_ENV=production): without it they answer 404. The outbox reveals every reset link and SMS code.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.devTools) return;

  // A bare JSON array, not an envelope: the e2e tests and developers read codes from it.
  rawRoute(app, 'devOutbox', async (request, reply) => reply.send(ctx.outbox.list(request.query.to)));
}
