import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { agentInfo, markAnnouncementsSeen } from '../services/agent/info';
import { teamKpi } from '../services/agent/kpi';
import { rebateIncome } from '../services/agent/rebateIncome';
import { getRates, setRates } from '../services/agent/rebates';

/** Agent centre: home (AGEINFO3), team KPI and rebates. Every route needs an agent session (SPEC §6). */
export function agentCentreRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'agentInfo', async (request) => agentInfo(ctx, request.principal.agent));
  route(app, 'agentAnnouncementsSeen', async (request) => markAnnouncementsSeen(ctx, request.principal.agent));
  route(app, 'agentTeamKpi', async (request) => teamKpi(ctx, request.principal.agent, request.query));
  route(app, 'agentRebates', async (request) => getRates(ctx, request.principal.agent, request.query.userId));
  route(app, 'agentRebatesSet', async (request) => setRates(ctx, request.principal.agent, request.body));
  route(app, 'agentRebateIncome', async (request) => rebateIncome(ctx, request.principal.agent, request.query));
}
