import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { inboxPage, markRead, unreadCount } from '../services/inbox';

/** The member's inbox (the relay paths of the original API). */
export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'inboxList', async (request) => {
    const { user } = request.principal;
    return inboxPage(ctx, user.id, request.lang, request.query.pageNo, request.query.pageSize);
  });

  route(app, 'inboxUnreadCount', async (request) => unreadCount(ctx, request.principal.user.id));

  route(app, 'inboxRead', async (request) => {
    const { user } = request.principal;
    return markRead(ctx, user.id, request.body.id);
  });
}
