// Registers /wps routes from the contract (schemas/api/*.api.json): a route file gives an endpoint id and a handler
// that calls one service; method, path, input validation, reply serialisation and docs all come from the schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContract, EndpointId } from '@common/generated/api';
import { ok } from '../plugins/envelope';
import { envelopeOf, FAILURE_REF } from './envelopeSchema';
import { loadContract, queryWithCommon, type EndpointSpec } from './loadContract';

/** The contract, read once per process. */
export const contract = loadContract();

type Defined<T> = T extends undefined ? unknown : T;

/** A request typed by the endpoint's query, body and path parameters. */
export type ContractRequest<K extends EndpointId> = FastifyRequest<{
  Querystring: Defined<ApiContract[K]['query']>;
  Body: Defined<ApiContract[K]['body']>;
  Params: Defined<ApiContract[K]['params']>;
}>;

const AUDIENCE_TEXT: Record<EndpointSpec['auth'], string> = {
  none: 'Open to everyone.',
  optional: 'Open to everyone; a signed-in member gets their own view.',
  member: 'Needs a session (`Authorization: Bearer <token>`).',
  real: 'Needs a session of a real account (not trial, not a free type-4 member).',
  ticket: 'Needs a game-launch ticket.',
  development: 'Development tools only: absent in production.',
};

function spec(id: EndpointId): EndpointSpec & { tag: string } {
  const e = contract.endpoints.get(id);
  if (!e) throw new Error(`no endpoint ${id} in schemas/api`);
  return e;
}

function routeSchema(id: EndpointId) {
  const e = spec(id);
  const failures = e.failures?.length ? `\n\n**Failures:**\n${e.failures.map((f) => `- ${f}`).join('\n')}` : '';
  return {
    method: e.method,
    url: e.path,
    config: { endpoint: id },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      description: `${e.description ?? ''}\n\n${AUDIENCE_TEXT[e.auth]}${failures}`.trim(),
      operationId: id,
      querystring: queryWithCommon(e.query),
      ...(e.body ? { body: e.body } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      ...(e.bodyTypes?.includes('form') ? { consumes: ['application/json', 'application/x-www-form-urlencoded'] } : {}),
      ...(e.produces ? { produces: [e.produces] } : {}),
      ...(e.auth === 'member' || e.auth === 'real' || e.auth === 'optional' ? { security: [{ bearer: [] }] } : {}),
      ...(e.reply ? { response: { 200: envelopeOf(e.reply), '4xx': FAILURE_REF, '5xx': FAILURE_REF } } : {}),
    },
  };
}

/** A JSON endpoint: the handler returns the reply's `value`; the envelope, checks and serialisation are here. */
export function route<K extends EndpointId>(
  app: FastifyInstance,
  id: K,
  handler: (request: ContractRequest<K>, reply: FastifyReply) => Promise<ApiContract[K]['reply']>,
): void {
  if (!spec(id).reply) throw new Error(`${id} is not a JSON endpoint: use rawRoute`);
  app.route({
    ...routeSchema(id),
    handler: async (request, reply) => ok(await handler(request as ContractRequest<K>, reply)),
  });
}

/** An image, page or script endpoint: the handler sends its own reply; inputs are still checked by the schema. */
export function rawRoute<K extends EndpointId>(
  app: FastifyInstance,
  id: K,
  handler: (request: ContractRequest<K>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({ ...routeSchema(id), handler: (request, reply) => handler(request as ContractRequest<K>, reply) });
}
