import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute, route } from '../api/route';
import { adjustmentsPage, confirmAdjustment, createAdjustment } from '../services/ops/adjustments';
import { depositDetail, depositsPage, settleDeposit } from '../services/ops/deposits';
import {
  applicationDetail,
  applicationsPage,
  approveForOperator,
  rejectForOperator,
  uploadForOperator,
} from '../services/ops/promotions';
import { sendUpload } from '../services/promotions/uploads';

/** The console's money and promotion review desks (ops.api.json), beside opsRoutes. */
export function opsMoneyRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'opsDeposits', async (request) => depositsPage(ctx, request.principal, request.query));
  route(app, 'opsDeposit', async (request) => depositDetail(ctx, request.principal, request.params.id));
  route(app, 'opsDepositSettle', async (request) =>
    settleDeposit(ctx, request.principal, request.ip, request.params.id, request.body.reason),
  );

  route(app, 'opsAdjustments', async (request) => adjustmentsPage(ctx, request.principal, request.query));
  route(app, 'opsAdjustmentCreate', async (request) =>
    createAdjustment(ctx, request.principal, request.ip, request.body, request.headers['idempotency-key']),
  );
  route(app, 'opsAdjustmentConfirm', async (request) =>
    confirmAdjustment(ctx, request.principal, request.ip, request.params.id),
  );

  route(app, 'opsPromotionApplications', async (request) => applicationsPage(ctx, request.principal, request.query));
  route(app, 'opsPromotionApplication', async (request) =>
    applicationDetail(ctx, request.principal, request.params.id),
  );
  route(app, 'opsPromotionApprove', async (request) =>
    approveForOperator(ctx, request.principal, request.ip, request.params.id, request.body.amount),
  );
  route(app, 'opsPromotionReject', async (request) =>
    rejectForOperator(ctx, request.principal, request.ip, request.params.id, request.body.reason),
  );
  rawRoute(app, 'opsPromotionUpload', async (request, reply) =>
    sendUpload(reply, await uploadForOperator(ctx, request.principal, request.params.id)),
  );
}
