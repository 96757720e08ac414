import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { optionalUser, requireUser } from '../plugins/auth';
import { hotGames, listGames, vendorConfig } from '../services/gameCatalogue';
import { launchGame } from '../services/gameLaunch';

/** The game catalogue: vendors, the game list, hot games and launching (game and vendor icons: routes/images.ts). */
export function gameRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'gameVendors', async () => vendorConfig());

  route(app, 'gameList', async (request) => {
    const q = request.query;
    // FAV lists the member's own favourites, so it needs a session; otherwise a session only marks favourites.
    const session = q.gameClassify === 'FAV' ? await requireUser(ctx, request) : await optionalUser(ctx, request);
    return listGames(ctx.db, request.brand.brand.id, request.lang, q, session?.user.id);
  });

  route(app, 'gameHot', async (request) =>
    hotGames(ctx.db, request.brand.brand.id, request.lang, request.query.gameType),
  );

  route(app, 'gameLaunch', async (request) =>
    launchGame(ctx, await requireUser(ctx, request), request.query, request.lang),
  );
}
