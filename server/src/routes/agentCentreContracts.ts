import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { contractReport } from '../services/agent/contractReport';
import { contractPrompts, decideContract, listContracts, offerContract } from '../services/agent/contracts';

/** Agent contracts: daily salary, dividend and hourly salary (view, offer, accept or decline, report). */
export function agentCentreContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'agentContractRequest', async (request) => contractPrompts(ctx, request.principal.agent));
  route(app, 'agentContracts', async (request) => listContracts(ctx, request.principal.agent, request.query.kind));
  route(app, 'agentContractOffer', async (request) => offerContract(ctx, request.principal.agent, request.body));
  route(app, 'agentContractDecide', async (request) =>
    decideContract(ctx, request.principal.agent, request.params.id, request.body),
  );
  route(app, 'agentContractReport', async (request) => contractReport(ctx, request.principal.agent, request.query));
}
