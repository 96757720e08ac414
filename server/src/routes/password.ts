import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { changePassword } from '../services/passwordChange';
import { requestResetMail, resetByToken, setPasswordByPhone } from '../services/passwordReset';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'memberPasswordChange', async (request) =>
    changePassword(ctx, request.principal, callerOf(request).ipKey, request.body),
  );

  route(app, 'memberPasswordEmail', async (request) => requestResetMail(ctx, callerOf(request), request.body));

  route(app, 'memberPasswordReset', async (request) => resetByToken(ctx, request.body));

  route(app, 'memberPasswordPhone', async (request) => setPasswordByPhone(ctx, callerOf(request), request.body));
}
