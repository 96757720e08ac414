import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireUser } from '../plugins/auth';
import { assertAgent } from '../services/agent/access';
import { teamBets } from '../services/agent/bets';
import { teamMembers } from '../services/agent/members';
import { openAccount } from '../services/agent/openAccount';
import { teamOverview } from '../services/agent/overview';
import { teamPnl } from '../services/agent/pnl';

/** Agent centre team (AGEDOWNMAN3): members, open account, overview, profit and loss, betting. */
export function agentCentreTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const agent = async (request: FastifyRequest) => assertAgent(await requireUser(ctx, request));

  route(app, 'agentTeamMembers', async (request) => teamMembers(ctx, await agent(request), request.query));
  route(app, 'agentOpenAccount', async (request) => openAccount(ctx, await agent(request), request.body));
  route(app, 'agentTeamOverview', async (request) => teamOverview(ctx, await agent(request), request.query));
  route(app, 'agentTeamPnl', async (request) => teamPnl(ctx, await agent(request), request.query));
  route(app, 'agentTeamBets', async (request) => teamBets(ctx, await agent(request), request.query, request.lang));
}
