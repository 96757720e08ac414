import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../api/caller';
import { route } from '../api/route';
import { requireRealUser } from '../plugins/auth';
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
  const real = (request: Parameters<typeof requireRealUser>[1]) => requireRealUser(ctx, request);

  route(app, 'rpOverview', async (request) => rpOverview(ctx, await real(request)));
  route(app, 'rpSetLimit', async (request) => rpSetLimit(ctx, await real(request), request.body));
  route(app, 'rpConfirmLimit', async (request) => rpConfirmLimit(ctx, await real(request), request.body.key));
  route(app, 'rpCancelLimit', async (request) => rpCancelLimit(ctx, await real(request), request.body.key));
  route(app, 'rpRealityCheck', async (request) =>
    rpRealityCheck(ctx, await real(request), request.body.minutes as 15 | 30 | 60),
  );
  route(app, 'rpSession', async (request) => rpSession(ctx, await real(request)));
  route(app, 'rpHistory', async (request) =>
    rpHistory(ctx, await real(request), request.query.pageNo, request.query.pageSize),
  );
  route(app, 'rpExclude', async (request) => rpExclude(ctx, await real(request), request.body));
  route(app, 'rpReinstate', async (request) => {
    const caller = callerOf(request);
    return rpReinstate(ctx, caller.brand, caller.ipKey, request.body);
  });
}
