import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { listLotteries, lotteryMenu } from '../services/lottery';

/** Lotteries by prize mode: the list, and the menu grouped by draw speed. */
export function lotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'lotteryList', async (request) =>
    listLotteries(ctx, request.brand.brand.id, request.query.prizeMode ?? 'Lott', request.lang),
  );

  route(app, 'lotteryMenu', async (request) =>
    lotteryMenu(ctx, request.brand.brand.id, request.query.prizeMode ?? 'Lott', request.lang),
  );
}
