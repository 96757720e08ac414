import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { hotGames, listGames, vendorConfig } from '../services/gameCatalogue';
import { launchGame } from '../services/gameLaunch';

/** The game catalogue: vendors, the game list, hot games and launching (game and vendor icons: routes/images.ts). */
export function gameRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'gameVendors', async () => vendorConfig());

  route(app, 'gameList', async (request) => {
    const q = request.query;
    // A session marks favourites; FAV (the member's own favourites) refuses a guest in the service.
    return listGames(ctx.db, request.brand.brand.id, request.lang, q, request.principal?.user.id);
  });

  route(app, 'gameHot', async (request) =>
    hotGames(ctx.db, request.brand.brand.id, request.lang, request.query.gameType),
  );

  route(app, 'gameLaunch', async (request) => launchGame(ctx, request.principal, request.query, request.lang));
}
