import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { homeAnnouncements } from '../services/announcements';

export function announcementRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'announcements', async (request) =>
    homeAnnouncements(ctx, request.brand.brand.id, request.lang, request.query, request.principal),
  );
}
