import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { requireUser } from '../plugins/auth';
import { assertAgent } from '../services/agent/access';
import { contractReport } from '../services/agent/contractReport';
import { contractPrompts, decideContract, listContracts, offerContract } from '../services/agent/contracts';

/** Agent contracts: daily salary, dividend and hourly salary (view, offer, accept or decline, report). */
export function agentCentreContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  const agent = async (request: FastifyRequest) => assertAgent(await requireUser(ctx, request));

  route(app, 'agentContractRequest', async (request) => contractPrompts(ctx, await agent(request)));
  route(app, 'agentContracts', async (request) => listContracts(ctx, await agent(request), request.query.kind));
  route(app, 'agentContractOffer', async (request) => offerContract(ctx, await agent(request), request.body));
  route(app, 'agentContractDecide', async (request) =>
    decideContract(ctx, await agent(request), request.params.id, request.body),
  );
  route(app, 'agentContractReport', async (request) => contractReport(ctx, await agent(request), request.query));
}
