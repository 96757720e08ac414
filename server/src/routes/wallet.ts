import type { FastifyInstance } from 'fastify';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { depositMethods } from '../services/wallet/channels';
import { createDeposit, listDeposits, readDeposit } from '../services/wallet/deposits';
import { uplineTransfer, uplineTransferInfo } from '../services/wallet/transfer';
import { createWithdrawal, listWithdrawals, withdrawInfo } from '../services/wallet/withdraw';

/** The member's wallet: balance, deposits, withdrawals and the transfer to superior (real accounts only). */
export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const key = (request: { headers: Record<string, string | string[] | undefined> }) =>
    request.headers['idempotency-key'];

  route(app, 'walletBalance', async (request) => {
    const { user } = request.principal;
    return { sumBalance: centsToDecimal(await ctx.wallet.balanceCents(user.brandId, user.id)) };
  });

  route(app, 'depositMethods', async (request) => depositMethods(ctx, request.principal.user.brandId));
  route(app, 'depositCreate', async (request) =>
    createDeposit(ctx, request.principal.user, request.body, key(request)),
  );
  route(app, 'depositOrder', async (request) => readDeposit(ctx, request.principal.user, request.params.id));
  route(app, 'depositOrders', async (request) =>
    listDeposits(ctx, request.principal.user, request.query.pageNo, request.query.pageSize),
  );

  route(app, 'withdrawInfo', async (request) => withdrawInfo(ctx, request.principal.user));
  route(app, 'withdrawCreate', async (request) =>
    createWithdrawal(ctx, request.principal.user, request.body, key(request), callerOf(request).ipKey),
  );
  route(app, 'withdrawals', async (request) =>
    listWithdrawals(ctx, request.principal.user, request.query.pageNo, request.query.pageSize),
  );

  route(app, 'uplineTransferInfo', async (request) => uplineTransferInfo(ctx, request.principal.user));
  route(app, 'uplineTransfer', async (request) =>
    uplineTransfer(ctx, request.principal.user, request.body, key(request), callerOf(request).ipKey),
  );
}
