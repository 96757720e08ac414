import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireRealUser, requireUser } from '../plugins/auth';
import { betDetail, betReport } from '../services/records/reportsBets';
import { profitLossReport } from '../services/records/reportsPnl';
import { transactionReport } from '../services/records/reportsTransactions';
import { depositReport, withdrawalReport } from '../services/records/reportsWallet';

/** The member's records and reports: deposits, withdrawals, wallet movements, bets, profit and loss. */
export function recordRoutes(app: FastifyInstance, ctx: AppContext): void {
  type Request = Parameters<typeof requireUser>[1];
  const member = async (request: Request) => {
    const { user } = await requireUser(ctx, request);
    return { id: user.id, brandId: user.brandId, type: user.type, isTrial: user.isTrial };
  };
  const real = async (request: Request) => {
    const { user } = await requireRealUser(ctx, request);
    return { id: user.id, brandId: user.brandId };
  };

  route(app, 'recordDeposits', async (request) => depositReport(ctx, await real(request), request.query));
  route(app, 'recordWithdrawals', async (request) => withdrawalReport(ctx, await real(request), request.query));
  route(app, 'recordTransactions', async (request) => transactionReport(ctx, await member(request), request.query));
  route(app, 'recordBets', async (request) => betReport(ctx, await member(request), request.query));
  route(app, 'recordBet', async (request) => betDetail(ctx, await member(request), request.params.betNo));
  route(app, 'recordProfitLoss', async (request) => profitLossReport(ctx, await member(request), request.query));
}
