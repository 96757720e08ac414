import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { listPromotions, promotionCategories } from '../services/promotions';

export function promotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'promotionCategories', async (request) => promotionCategories(request.lang));

  route(app, 'promotions', async (request) => listPromotions(ctx, request.brand.brand.id, request.lang, request.query));
}
