import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { teamBets } from '../services/agent/bets';
import { teamMembers } from '../services/agent/members';
import { openAccount } from '../services/agent/openAccount';
import { teamOverview } from '../services/agent/overview';
import { teamPnl } from '../services/agent/pnl';

/** Agent centre team (AGEDOWNMAN3): members, open account, overview, profit and loss, betting. */
export function agentCentreTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'agentTeamMembers', async (request) => teamMembers(ctx, request.principal.agent, request.query));
  route(app, 'agentOpenAccount', async (request) => openAccount(ctx, request.principal.agent, request.body));
  route(app, 'agentTeamOverview', async (request) => teamOverview(ctx, request.principal.agent, request.query));
  route(app, 'agentTeamPnl', async (request) => teamPnl(ctx, request.principal.agent, request.query));
  route(app, 'agentTeamBets', async (request) => teamBets(ctx, request.principal.agent, request.query, request.lang));
}
