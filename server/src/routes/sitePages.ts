import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { sitePage } from '../services/sitePages';

export function sitePageRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'sitePage', async (request) => sitePage(ctx, request.brand.brand.id, request.query.name, request.lang));
}
