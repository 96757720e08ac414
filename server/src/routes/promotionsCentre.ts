import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context';
import { rawRoute, route } from '../api/route';
import { activityDetail } from '../services/promotions/activities';
import { applyForActivity } from '../services/promotions/apply';
import { readApplyForm } from '../services/promotions/applyForm';
import { leaderboard } from '../services/promotions/leaderboard';
import { claimRebate, manualRebate } from '../services/promotions/rebate';
import { rebateReport } from '../services/promotions/rebateReport';
import { redRainEvents, type RainMember } from '../services/promotions/redRain';
import { grabEnvelope } from '../services/promotions/redRainGrab';
import { claimReward, listRewards } from '../services/promotions/rewards';
import { readUpload, sendUpload } from '../services/promotions/uploads';
import type { SessionUser } from '../services/sessions';

const rainMember = (s: SessionUser | undefined): RainMember | undefined =>
  s && { id: s.user.id, brandId: s.user.brandId, type: s.user.type, real: !s.user.isTrial && s.user.type !== 4 };

/** Activity detail and apply, reward centre, manual rebate, rebate report, leaderboard, red envelope rain. */
export function promotionsCentreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const key = (request: FastifyRequest) => request.headers['idempotency-key'] as string | undefined;

  route(app, 'activityDetail', async (request) =>
    activityDetail(ctx, request.brand.brand.id, request.lang, request.params.id, request.principal?.user.id),
  );
  // Multipart parsing only where it is needed: the upload's own limits (5 MB × 3) replace the 64 KB body limit here.
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3 } });
    route(uploads, 'activityApply', async (request) =>
      applyForActivity(ctx, request.principal.user, request.params.id, () => readApplyForm(request)),
    );
  });
  rawRoute(app, 'activityUpload', async (request, reply) => {
    const { user } = request.principal;
    return sendUpload(reply, await readUpload(ctx, user.brandId, request.params.id, user.id));
  });

  route(app, 'rewards', async (request) => listRewards(ctx, request.principal.user, request.lang, request.query));
  route(app, 'rewardClaim', async (request) =>
    claimReward(ctx, request.principal.user, request.lang, request.params.id),
  );

  route(app, 'rebateManual', async (request) => manualRebate(ctx, request.principal.user));
  route(app, 'rebateClaim', async (request) => claimRebate(ctx, request.principal.user, key(request)));
  route(app, 'rebateReport', async (request) => rebateReport(ctx, request.principal.user, request.query));

  route(app, 'leaderboard', async (request) => {
    const session = request.principal;
    const me = session && { id: session.user.id, userName: session.user.username };
    return leaderboard(ctx, request.brand.brand.id, me);
  });

  route(app, 'redRain', async (request) =>
    redRainEvents(ctx, request.brand.brand.id, request.lang, rainMember(request.principal)),
  );
  route(app, 'redRainGrab', async (request) =>
    grabEnvelope(ctx, rainMember(request.principal)!, request.params.eventId, key(request)),
  );
}
