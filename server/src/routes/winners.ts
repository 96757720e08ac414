import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { winnerBoard } from '../services/winners';

export function winnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'winners', async (request) => winnerBoard(ctx, request.brand.brand.id, request.lang));
}
