import type { FastifyInstance } from 'fastify';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireUser } from '../plugins/auth';

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'walletBalance', async (request) => {
    const { user } = await requireUser(ctx, request);
    return { sumBalance: centsToDecimal(await ctx.wallet.balanceCents(user.brandId, user.id)) };
  });
}
