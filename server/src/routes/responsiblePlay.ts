import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import {
  rpCancelLimit,
  rpConfirmLimit,
  rpExclude,
  rpHistory,
  rpOverview,
  rpRealityCheck,
  rpReinstate,
  rpSession,
  rpSetLimit,
} from '../services/responsiblePlay';

/** Responsible play (issue 19): limits, reality check, time-out and self-exclusion, history. */
export function responsiblePlayRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'rpOverview', async (request) => rpOverview(ctx, request.principal));
  route(app, 'rpSetLimit', async (request) => rpSetLimit(ctx, request.principal, request.body));
  route(app, 'rpConfirmLimit', async (request) => rpConfirmLimit(ctx, request.principal, request.body.key));
  route(app, 'rpCancelLimit', async (request) => rpCancelLimit(ctx, request.principal, request.body.key));
  route(app, 'rpRealityCheck', async (request) =>
    rpRealityCheck(ctx, request.principal, request.body.minutes as 15 | 30 | 60),
  );
  route(app, 'rpSession', async (request) => rpSession(ctx, request.principal));
  route(app, 'rpHistory', async (request) =>
    rpHistory(ctx, request.principal, request.query.pageNo, request.query.pageSize),
  );
  route(app, 'rpExclude', async (request) => rpExclude(ctx, request.principal, callerOf(request).ipKey, request.body));
  route(app, 'rpReinstate', async (request) => {
    const caller = callerOf(request);
    return rpReinstate(ctx, caller.brand, caller.ipKey, request.body);
  });
}
