import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { checkInvitationCode } from '../services/affiliate';

export function agentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'agentAffiliate', async (request) => checkInvitationCode(ctx, request.brand.brand.id, request.query.code));
}
