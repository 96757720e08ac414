import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireUser } from '../plugins/auth';
import { assertAgent } from '../services/agent/access';
import { agentInfo, markAnnouncementsSeen } from '../services/agent/info';
import { teamKpi } from '../services/agent/kpi';
import { rebateIncome } from '../services/agent/rebateIncome';
import { getRates, setRates } from '../services/agent/rebates';

/** Agent centre: home (AGEINFO3), team KPI and rebates. Every route needs an agent session (SPEC §6). */
export function agentCentreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const agent = async (request: FastifyRequest) => assertAgent(await requireUser(ctx, request));

  route(app, 'agentInfo', async (request) => agentInfo(ctx, await agent(request)));
  route(app, 'agentAnnouncementsSeen', async (request) => markAnnouncementsSeen(ctx, await agent(request)));
  route(app, 'agentTeamKpi', async (request) => teamKpi(ctx, await agent(request), request.query));
  route(app, 'agentRebates', async (request) => getRates(ctx, await agent(request), request.query.userId));
  route(app, 'agentRebatesSet', async (request) => setRates(ctx, await agent(request), request.body));
  route(app, 'agentRebateIncome', async (request) => rebateIncome(ctx, await agent(request), request.query));
}
