import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { meOf, opsSignIn, opsSignOut } from '../services/ops/account';
import { auditPage } from '../services/ops/audit';
import { decideForOperator, withdrawalsQueue } from '../services/ops/withdrawals';

/** The operator console's API (/ops/api, schemas/api/ops.api.json): route() checks each endpoint's permission. */
export function opsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'opsSignIn', async (request) => opsSignIn(ctx, callerOf(request), request.ip, request.body));

  route(app, 'opsSignOut', async (request) => opsSignOut(ctx, request.principal, request.ip));

  route(app, 'opsMe', async (request) =>
    meOf(request.principal.operator.username, request.principal.grants, request.principal),
  );

  route(app, 'opsWithdrawals', async (request) => withdrawalsQueue(ctx, request.principal, request.query));

  route(app, 'opsWithdrawalApprove', async (request) =>
    decideForOperator(ctx, request.principal, request.ip, request.params.id, 'paid'),
  );

  route(app, 'opsWithdrawalReject', async (request) =>
    decideForOperator(ctx, request.principal, request.ip, request.params.id, 'rejected', request.body.reason),
  );

  route(app, 'opsAudit', async (request) => auditPage(ctx, request.principal.scope, request.query));
}
