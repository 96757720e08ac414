import type { FastifyInstance } from 'fastify';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireRealUser, requireUser } from '../plugins/auth';
import { depositMethods } from '../services/wallet/channels';
import { createDeposit, listDeposits, readDeposit } from '../services/wallet/deposits';
import { uplineTransfer, uplineTransferInfo } from '../services/wallet/transfer';
import { createWithdrawal, listWithdrawals, withdrawInfo } from '../services/wallet/withdraw';

/** The member's wallet: balance, deposits, withdrawals and the transfer to superior (real accounts only). */
export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = async (request: Parameters<typeof requireRealUser>[1]) => {
    const { user } = await requireRealUser(ctx, request);
    return { id: user.id, brandId: user.brandId };
  };
  const key = (request: { headers: Record<string, string | string[] | undefined> }) =>
    request.headers['idempotency-key'];

  route(app, 'walletBalance', async (request) => {
    const { user } = await requireUser(ctx, request);
    return { sumBalance: centsToDecimal(await ctx.wallet.balanceCents(user.brandId, user.id)) };
  });

  route(app, 'depositMethods', async (request) => depositMethods(ctx, (await member(request)).brandId));
  route(app, 'depositCreate', async (request) => createDeposit(ctx, await member(request), request.body, key(request)));
  route(app, 'depositOrder', async (request) => readDeposit(ctx, await member(request), request.params.id));
  route(app, 'depositOrders', async (request) =>
    listDeposits(ctx, await member(request), request.query.pageNo, request.query.pageSize),
  );

  route(app, 'withdrawInfo', async (request) => withdrawInfo(ctx, await member(request)));
  route(app, 'withdrawCreate', async (request) =>
    createWithdrawal(ctx, await member(request), request.body, key(request)),
  );
  route(app, 'withdrawals', async (request) =>
    listWithdrawals(ctx, await member(request), request.query.pageNo, request.query.pageSize),
  );

  route(app, 'uplineTransferInfo', async (request) => uplineTransferInfo(ctx, await member(request)));
  route(app, 'uplineTransfer', async (request) =>
    uplineTransfer(ctx, await member(request), request.body, key(request)),
  );
}
