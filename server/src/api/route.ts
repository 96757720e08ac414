// Registers /wps routes from the contract (schemas/api/*.api.json): a route file gives an endpoint id and a handler
// that calls one service; method, path, input validation, who may call, the flag, rate limits, reply serialisation
// and docs all come from the schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContract, EndpointId } from '@common/generated/api';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { ok } from '../plugins/envelope';
import { chargeLimits, flagOn, principalOf, type Principals } from './access';
import { checkDeclared } from './declaredFailures';
import { failFor, type EndpointFail } from './fail';
import { failureLines } from './failureDocs';
import { envelopeOf, FAILURE_REF } from './envelopeSchema';
import { loadContract, queryWithCommon, type EndpointSpec } from './loadContract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's endpoint id (reply checks and logs read it). */
    endpoint?: string;
  }
  interface FastifyInstance {
    /** The services every route shares (set by buildServer before the routes register). */
    wps: AppContext;
  }
  interface FastifyRequest {
    /** The caller the endpoint's `auth` asks for, resolved by route() (typed per endpoint in ContractRequest). */
    principal: unknown;
    /** The kernel fail() (typed per endpoint in ContractRequest: only the codes the endpoint declares or implies). */
    fail: unknown;
  }
}

/** The contract, read once per process. */
export const contract = loadContract();

type Defined<T> = T extends undefined ? unknown : T;

/** A request typed by the endpoint's query, body and path parameters, with the caller its `auth` promises. */
export type ContractRequest<K extends EndpointId> = FastifyRequest<{
  Querystring: Defined<ApiContract[K]['query']>;
  Body: Defined<ApiContract[K]['body']>;
  Params: Defined<ApiContract[K]['params']>;
}> & { principal: Principals[ApiContract[K]['auth']]; fail: EndpointFail<K> };

const AUDIENCE_TEXT: Record<EndpointSpec['auth'], string> = {
  none: 'Open to everyone.',
  optional: 'Open to everyone; a signed-in member gets their own view.',
  member: 'Needs a session (`Authorization: Bearer <token>`).',
  real: 'Needs a session of a real account (not trial, not a free type-4 member).',
  agent: "Needs an agent's session (SPEC §6: account type not 0, 4 or 40).",
  ticket: 'Needs a game-launch ticket.',
  development: 'Development tools only: absent in production.',
  operator: "Needs a console operator's session (`Authorization: Bearer <token>`, 401 without one)",
};

function spec(id: EndpointId): EndpointSpec & { id: string; tag: string } {
  const e = contract.endpoints.get(id);
  if (!e) throw new Error(`no endpoint ${id} in schemas/api`);
  return e;
}

/** Who may call, the flag and the rate limits, in words (the OpenAPI description and docs/api.md). */
export function gateText(e: EndpointSpec): string {
  const flag = e.flag && `Only while \`${e.flag}\` is on (403 \`auth.no.permission\` otherwise).`;
  const limits = e.rateLimit?.length
    ? `Rate-limited: ${e.rateLimit.map((r) => `\`${r.limit}\` per ${r.per === 'ip' ? 'address' : 'member'}`).join(', ')} (429 \`rate.limited\`).`
    : '';
  const audience = e.permission
    ? `${AUDIENCE_TEXT[e.auth]} holding \`${e.permission}\` (403 \`auth.no.permission\` otherwise).`
    : AUDIENCE_TEXT[e.auth];
  return [audience, flag, limits].filter(Boolean).join(' ');
}

function routeSchema(id: EndpointId) {
  const e = spec(id);
  const failures = `\n\n**Failures:**\n${failureLines(e).join('\n')}`;
  return {
    method: e.method,
    url: e.path,
    config: { endpoint: id },
    ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
    schema: {
      tags: [e.tag],
      summary: e.summary,
      description: `${e.description ?? ''}\n\n${gateText(e)}${failures}`.trim(),
      operationId: id,
      querystring: queryWithCommon(e.query),
      ...(e.body ? { body: e.body } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      ...(e.bodyTypes?.includes('form') ? { consumes: ['application/json', 'application/x-www-form-urlencoded'] } : {}),
      ...(e.produces ? { produces: [e.produces] } : {}),
      ...(['member', 'real', 'agent', 'optional', 'operator'].includes(e.auth) ? { security: [{ bearer: [] }] } : {}),
      ...(e.reply ? { response: { 200: envelopeOf(e.reply), '4xx': FAILURE_REF, '5xx': FAILURE_REF } } : {}),
    },
  };
}

/**
 * The contract's gate, run after input validation and before the handler: the caller (`auth`), then the flag, then
 * the per-caller rate limits. A development endpoint exists only with the dev tools (404 otherwise, as if absent).
 */
function gate(app: FastifyInstance, e: EndpointSpec) {
  return async (request: FastifyRequest) => {
    const ctx = app.wps;
    if (e.auth === 'development' && !ctx.devTools) throw FAIL.notFound();
    const principal = await principalOf(ctx, request, e.auth, e.permission);
    if (e.flag && !(await flagOn(ctx, request, e.flag))) throw FAIL.noPermission();
    await chargeLimits(ctx, request, e, principal);
    request.principal = principal;
  };
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The route with its gate; a failure the endpoint does not declare becomes a loud 500 outside production. */
function register(app: FastifyInstance, id: EndpointId, handler: Handler) {
  const e = spec(id);
  const fail = failFor(id);
  app.route({
    ...routeSchema(id),
    preHandler: gate(app, e),
    handler: async (request, reply) => {
      request.fail = fail;
      try {
        return await handler(request, reply);
      } catch (error) {
        throw checkDeclared(e, error, {
          production: app.wps.production,
          log: (message) => request.log.error({ endpoint: id }, message),
        });
      }
    },
  });
}

/** A JSON endpoint: the handler returns the reply's `value`; the envelope, checks and serialisation are here. */
export function route<K extends EndpointId>(
  app: FastifyInstance,
  id: K,
  handler: (request: ContractRequest<K>, reply: FastifyReply) => Promise<ApiContract[K]['reply']>,
): void {
  if (!spec(id).reply) throw new Error(`${id} is not a JSON endpoint: use rawRoute`);
  register(app, id, async (request, reply) => ok(await handler(request as ContractRequest<K>, reply)));
}

/** An image, page or script endpoint: the handler sends its own reply; inputs and the gate are still the schema's. */
export function rawRoute<K extends EndpointId>(
  app: FastifyInstance,
  id: K,
  handler: (request: ContractRequest<K>, reply: FastifyReply) => Promise<unknown>,
): void {
  register(app, id, (request, reply) => handler(request as ContractRequest<K>, reply));
}
