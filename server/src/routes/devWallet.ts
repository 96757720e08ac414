import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { decideWithdrawal, devWithdrawals } from '../services/wallet/operator';

/** The operator's withdrawal desk (dev tools only; 404 without them, never in production). */
export function devWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.devTools) return;
  route(app, 'devWithdrawals', async (request) => devWithdrawals(ctx, request.brand.brand.id, request.query.state));
  route(app, 'devWithdrawalApprove', async (request) => decideWithdrawal(ctx, request.params.id, 'paid'));
  route(app, 'devWithdrawalReject', async (request) =>
    decideWithdrawal(ctx, request.params.id, 'rejected', request.body?.reason),
  );
}
