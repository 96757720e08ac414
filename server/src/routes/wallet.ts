import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { UserRow } from '../services/sessions';
import { commonQuery, doc } from './schemaHelpers';

/** The member's balance in pesos: the sum of their wallet's ledger entries. */
export async function balanceOf(ctx: AppContext, user: UserRow): Promise<number> {
  const account = await ctx.ledger.accountId(user.brandId, user.id);
  return (await ctx.ledger.balanceCents(account)) / 100;
}

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/wps/wallets/balance',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc('wallet', 'Wallet balance', '`{ sumBalance }` in the brand currency (2 decimals), from the ledger.', [
          '401 auth.required / auth.logged.out',
        ]),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok({ sumBalance: await balanceOf(ctx, user) });
    },
  );
}
