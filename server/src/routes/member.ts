import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireRealUser, requireUser } from '../plugins/auth';
import { memberInvite } from '../services/invite';
import { memberBenefits } from '../services/memberBenefits';
import { headIcon, memberInfo, setHeadIcon } from '../services/memberProfile';

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'memberInfo', async (request) => memberInfo(ctx, (await requireUser(ctx, request)).user, request.lang));

  route(app, 'memberInfoIcon', async (request) => headIcon((await requireUser(ctx, request)).user.icon));

  route(app, 'memberInfoIconSet', async (request) =>
    setHeadIcon(ctx, (await requireUser(ctx, request)).user, request.body.icon),
  );

  route(app, 'memberBenefits', async (request) =>
    memberBenefits(ctx, (await requireUser(ctx, request)).user, request.lang),
  );

  route(app, 'memberInvite', async (request) =>
    memberInvite(ctx, request.brand, (await requireRealUser(ctx, request)).user, request.hostname),
  );
}
