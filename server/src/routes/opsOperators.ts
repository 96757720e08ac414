import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import {
  createOperator,
  operatorsPage,
  resetOperatorTotp,
  setOperatorDisabled,
  setOperatorRoles,
} from '../services/ops/operators';
import { rolesList, setRolePolicy } from '../services/ops/rolePolicy';
import { confirmTotp, startTotp } from '../services/ops/totp';

/** The console's own two-factor enrolment and the owner's operators and roles (schemas/api/ops.api.json). */
export function opsOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'opsTotpStart', async (request) => startTotp(ctx, request.principal));

  route(app, 'opsTotpConfirm', async (request) => confirmTotp(ctx, request.principal, request.ip, request.body.code));

  route(app, 'opsOperators', async (request) => operatorsPage(ctx, request.principal, request.query));

  route(app, 'opsOperatorCreate', async (request) => createOperator(ctx, request.principal, request.ip, request.body));

  route(app, 'opsOperatorRoles', async (request) =>
    setOperatorRoles(ctx, request.principal, request.ip, request.params.id, request.body.roles),
  );

  route(app, 'opsOperatorDisable', async (request) =>
    setOperatorDisabled(ctx, request.principal, request.ip, request.params.id, true),
  );

  route(app, 'opsOperatorEnable', async (request) =>
    setOperatorDisabled(ctx, request.principal, request.ip, request.params.id, false),
  );

  route(app, 'opsOperatorTotpReset', async (request) =>
    resetOperatorTotp(ctx, request.principal, request.ip, request.params.id),
  );

  route(app, 'opsRoles', async (request) => rolesList(ctx, request.principal));

  route(app, 'opsRolePolicy', async (request) =>
    setRolePolicy(ctx, request.principal, request.ip, request.params.role, request.body.totpRequired),
  );
}
