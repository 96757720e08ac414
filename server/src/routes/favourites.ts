import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { addFavourite, listFavourites, removalNodeId, removeFavourite } from '../services/favourites';
import { addRecent, listRecents } from '../services/recents';

/** A member's favourite and recently played games. */
export function favouriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'gameFavourites', async (request) => {
    const { user } = request.principal;
    return listFavourites(ctx.db, user, request.lang, request.query);
  });

  route(app, 'gameFavouriteAdd', async (request) => {
    const { user } = request.principal;
    return addFavourite(ctx, user, request.body.nodeId);
  });

  route(app, 'gameFavouriteRemove', async (request) => {
    const { user } = request.principal;
    return removeFavourite(ctx.db, user.id, removalNodeId(request.body, request.query.nodeId));
  });

  route(app, 'gameRecentAdd', async (request) => {
    const { user } = request.principal;
    return addRecent(ctx, user, request.query.nodeId);
  });

  route(app, 'gameRecent', async (request) => {
    const { user } = request.principal;
    return listRecents(ctx.db, user, request.lang, request.query);
  });
}
