import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { betDetail, betReport } from '../services/records/reportsBets';
import { profitLossReport } from '../services/records/reportsPnl';
import { transactionReport } from '../services/records/reportsTransactions';
import { depositReport, withdrawalReport } from '../services/records/reportsWallet';

/** The member's records and reports: deposits, withdrawals, wallet movements, bets, profit and loss. */
export function recordRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'recordDeposits', async (request) => depositReport(ctx, request.principal.user, request.query));
  route(app, 'recordWithdrawals', async (request) => withdrawalReport(ctx, request.principal.user, request.query));
  route(app, 'recordTransactions', async (request) => transactionReport(ctx, request.principal.user, request.query));
  route(app, 'recordBets', async (request) => betReport(ctx, request.principal.user, request.query));
  route(app, 'recordBet', async (request) => betDetail(ctx, request.principal.user, request.params.betNo));
  route(app, 'recordProfitLoss', async (request) => profitLossReport(ctx, request.principal.user, request.query));
}
