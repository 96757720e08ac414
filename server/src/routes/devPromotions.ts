import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute, route } from '../api/route';
import { approveApplication, devApplications, rejectApplication } from '../services/promotions/operator';
import { readUpload, sendUpload } from '../services/promotions/uploads';

/** The operator's desk for activity applications (dev tools only; 404 without them, never in production). */
export function devPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.devTools) return;
  route(app, 'devPromotionApplications', async (request) =>
    devApplications(ctx, request.brand.brand.id, request.query.state),
  );
  route(app, 'devPromotionApprove', async (request) =>
    approveApplication(ctx, request.params.id, request.body?.amount),
  );
  route(app, 'devPromotionReject', async (request) => rejectApplication(ctx, request.params.id, request.body?.reason));
  rawRoute(app, 'devPromotionUpload', async (request, reply) =>
    sendUpload(reply, await readUpload(ctx, request.brand.brand.id, request.params.id, undefined)),
  );
}
