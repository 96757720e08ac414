import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { sealedOf } from '../api/sealedPayload';
import { registerMember } from '../services/registration';

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'memberRegister', async (request) =>
    registerMember(ctx, callerOf(request), sealedOf(request), 'username'),
  );

  route(app, 'memberRegisterMobile', async (request) =>
    registerMember(ctx, callerOf(request), sealedOf(request), 'mobile'),
  );
}
