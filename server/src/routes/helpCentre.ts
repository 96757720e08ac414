import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { helpCentre } from '../services/helpCentre';

export function helpCentreRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'helpCentre', async (request) => helpCentre(ctx, request.brand.brand.id, request.lang));
}
