import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireUser } from '../plugins/auth';
import { headIcon, memberInfo, setHeadIcon } from '../services/memberProfile';

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'memberInfo', async (request) => memberInfo(ctx, (await requireUser(ctx, request)).user));

  route(app, 'memberInfoIcon', async (request) => headIcon((await requireUser(ctx, request)).user.icon));

  route(app, 'memberInfoIconSet', async (request) =>
    setHeadIcon(ctx, (await requireUser(ctx, request)).user, request.body.icon),
  );
}
