import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { sendSmsCode } from '../services/verification';

export function verificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'verificationSmsNoLogin', async (request) => sendSmsCode(ctx, callerOf(request), 'login', request.body));

  route(app, 'verificationSmsRegister', async (request) =>
    sendSmsCode(ctx, callerOf(request), 'register', request.body),
  );

  route(app, 'verificationSms', async (request) => sendSmsCode(ctx, callerOf(request), 'password', request.body));
}
