import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { memberInvite } from '../services/invite';
import { memberBenefits } from '../services/memberBenefits';
import { headIcon, memberInfo, setHeadIcon } from '../services/memberProfile';

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'memberInfo', async (request) => memberInfo(ctx, request.principal.user, request.lang));

  route(app, 'memberInfoIcon', async (request) => headIcon(request.principal.user.icon));

  route(app, 'memberInfoIconSet', async (request) => setHeadIcon(ctx, request.principal.user, request.body.icon));

  route(app, 'memberBenefits', async (request) => memberBenefits(ctx, request.principal.user, request.lang));

  route(app, 'memberInvite', async (request) =>
    memberInvite(ctx, request.brand, request.principal.user, request.hostname),
  );
}
