// Reads the /wps contract (schemas/api/*.api.json) for the server, the generators (scripts/gen-api.ts) and tests.
// One file per area: `definitions` (shapes) and `endpoints` (id → method, path, inputs, reply, failures).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPermission, type Permission } from '../ops/roles';

export const apiSchemasDir = fileURLToPath(new URL('../../../schemas/api/', import.meta.url));

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call, enforced by route() before the handler runs: anyone; anyone (a signed-in member gets their own view);
 * a signed-in member; a real (not trial, not free type-4) member; an agent (SPEC §6: type not 0, 4 or 40); the holder
 * of a game-launch ticket; development tools only; a signed-in console operator holding the endpoint's `permission`.
 */
export type Audience = 'none' | 'optional' | 'member' | 'real' | 'agent' | 'ticket' | 'development' | 'operator';
export const AUDIENCES: readonly Audience[] = [
  'none',
  'optional',
  'member',
  'real',
  'agent',
  'ticket',
  'development',
  'operator',
];

/** A per-caller rate limit route() charges before the handler: a limit of services/rateLimiter.ts, per IP or member. */
export interface RateLimitSpec {
  limit:
    | 'login'
    | 'loginIp'
    | 'register'
    | 'registerAccount'
    | 'sms'
    | 'smsIp'
    | 'captcha'
    | 'captchaProof'
    | 'payCallback'
    | 'messageReceipt';
  per: 'ip' | 'member';
}

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify path, `/wps/...` with `:param` segments. */
  path: string;
  summary: string;
  description?: string;
  auth: Audience;
  /** With `auth: operator` (and only then): the console permission the caller needs (server/src/ops/roles.ts). */
  permission?: Permission;
  /**
   * The feature flag the endpoint lives behind: a settings path whose value must be `true` (e.g.
   * `whiteLabel.REWCEN3`, `promotions.MISSION.enabled`); off answers 403 auth.no.permission.
   */
  flag?: string;
  /** Rate limits charged per caller before the handler (limits keyed by the request's content stay in services). */
  rateLimit?: RateLimitSpec[];
  query?: JsonSchema;
  body?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
  /** The largest request body in bytes, when above the server's 64 KB (a brand draft with its logo). */
  bodyLimit?: number;
  /** How a POST/PUT body may be sent; JSON unless said. */
  bodyTypes?: ('json' | 'form')[];
  /** Schema of the envelope's `value`; absent when `produces` names a non-JSON reply. */
  reply?: JsonSchema;
  /** Media type of a reply that is not the JSON envelope (images, the app's HTML). */
  produces?: string;
  /** The failure codes the handler can produce (schemas/api/failure-codes.json); implied ones are not listed. */
  failures?: DeclaredFailure[];
}

/** A failure an endpoint declares: a registry code and, when it helps, when this endpoint returns it. */
export interface DeclaredFailure {
  code: string;
  when?: string;
}

/** A registry entry (schemas/api/failure-codes.json): HTTP status, the SPEC §8 text's key (TEXT), meaning. */
export interface FailureCodeSpec {
  status: number;
  text: string;
  description: string;
}

export interface ApiFile {
  $id: string;
  title: string;
  tag?: string;
  definitions?: Record<string, JsonSchema>;
  endpoints?: Record<string, EndpointSpec>;
}

export interface Contract {
  files: ApiFile[];
  endpoints: Map<string, EndpointSpec & { id: string; tag: string }>;
  /** Every failure code the API can send (schemas/api/failure-codes.json). */
  failureCodes: Record<string, FailureCodeSpec>;
}

/** The failure-code registry; throws on an entry without a 4xx/5xx status, a text key or a description. */
export function loadFailureCodes(dir = apiSchemasDir): Record<string, FailureCodeSpec> {
  const { codes } = JSON.parse(readFileSync(join(dir, 'failure-codes.json'), 'utf8')) as {
    codes: Record<string, FailureCodeSpec>;
  };
  for (const [code, c] of Object.entries(codes)) {
    if (!/^[a-z]+(\.[a-z]+)*$/.test(code)) throw new Error(`schemas/api/failure-codes.json: code ${code}`);
    if (!(c.status >= 400 && c.status < 600) || !c.text || !c.description)
      throw new Error(`schemas/api/failure-codes.json ${code}: needs a 4xx/5xx status, a text and a description`);
  }
  return codes;
}

/** Query parameters every call may carry (documented once, accepted everywhere). */
export const COMMON_QUERY: Record<string, JsonSchema> = {
  language: { type: 'string', maxLength: 8 },
  brand: { type: 'string', maxLength: 40 },
};

/**
 * Replies are exact: an object that does not say otherwise refuses unknown properties, so a field the server adds
 * without the contract fails validation in development and tests (and is never silently dropped by the serialiser).
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] =
      k === 'properties' || k === 'definitions' || k === 'patternProperties'
        ? Object.fromEntries(Object.entries(v as object).map(([n, s]) => [n, closeObjects(s)]))
        : k === 'enum' || k === 'const' || k === 'default' || k === 'examples'
          ? v
          : closeObjects(v);
  }
  if (out.type === 'object' && !('additionalProperties' in out) && !('$ref' in out)) out.additionalProperties = false;
  return out;
}

const RATE_LIMITS: readonly RateLimitSpec['limit'][] = [
  'login',
  'loginIp',
  'register',
  'registerAccount',
  'sms',
  'smsIp',
  'captcha',
  'captchaProof',
  'payCallback',
  'messageReceipt',
];

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** Loads and checks every api file; throws on a malformed endpoint (a missing reply, a duplicate id or route). */
export function loadContract(dir = apiSchemasDir): Contract {
  const files: ApiFile[] = [];
  // One registry for the whole API, also for a test's own contract directory.
  const failureCodes = loadFailureCodes();
  const endpoints: Contract['endpoints'] = new Map();
  const routes = new Set<string>();
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.api.json'))
    .sort()) {
    const raw = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ApiFile;
    if (raw.$id !== name) throw new Error(`schemas/api/${name}: $id must be "${name}"`);
    const file: ApiFile = { ...raw, definitions: closeObjects(raw.definitions ?? {}) as ApiFile['definitions'] };
    for (const [id, e] of Object.entries(raw.endpoints ?? {})) {
      const where = `schemas/api/${name} ${id}`;
      if (endpoints.has(id)) throw new Error(`${where}: duplicate endpoint id`);
      if (!METHODS.has(e.method)) throw new Error(`${where}: method ${e.method}`);
      if (!e.path?.startsWith('/')) throw new Error(`${where}: path`);
      if (!e.summary) throw new Error(`${where}: summary`);
      if (!AUDIENCES.includes(e.auth)) throw new Error(`${where}: auth ${String(e.auth)}`);
      if ((e.auth === 'operator') !== (e.permission !== undefined) || (e.permission && !isPermission(e.permission)))
        throw new Error(`${where}: auth operator needs a permission of server/src/ops/roles.ts, and only it has one`);
      if (e.flag !== undefined && !/^(whiteLabel|promotions|agentMenu|vipBenefit)(\.[A-Za-z0-9_]+)+$/.test(e.flag))
        throw new Error(
          `${where}: flag must be a settings path (whiteLabel.X, promotions.X.enabled, agentMenu.X, vipBenefit.enabled)`,
        );
      for (const r of e.rateLimit ?? [])
        if (!RATE_LIMITS.includes(r.limit) || (r.per !== 'ip' && r.per !== 'member'))
          throw new Error(`${where}: rateLimit ${JSON.stringify(r)}`);
      if (e.rateLimit?.some((r) => r.per === 'member') && ['none', 'optional', 'development'].includes(e.auth))
        throw new Error(`${where}: a per-member rate limit needs a signed-in audience`);
      if (!e.reply && !e.produces) throw new Error(`${where}: needs a reply schema (or produces for non-JSON)`);
      for (const f of e.failures ?? [])
        if (!failureCodes[f.code])
          throw new Error(`${where}: failure ${JSON.stringify(f)} is not in failure-codes.json`);
      for (const part of ['query', 'body', 'params', 'headers'] as const) {
        const s = e[part];
        if (s && (s.type !== 'object' || '$ref' in s))
          throw new Error(`${where}: ${part} must be an inline object schema`);
      }
      const key = `${e.method} ${e.path}`;
      if (routes.has(key)) throw new Error(`${where}: ${key} declared twice`);
      routes.add(key);
      const spec = { ...e, reply: e.reply && (closeObjects(e.reply) as JsonSchema), id, tag: raw.tag ?? 'other' };
      endpoints.set(id, spec);
    }
    file.endpoints = Object.fromEntries(
      [...endpoints].filter(([, e]) => raw.endpoints?.[e.id]).map(([k, v]) => [k, v]),
    );
    files.push(file);
  }
  return { files, endpoints, failureCodes };
}

/** A query schema with the common parameters added (an endpoint without one gets just those). */
export function queryWithCommon(query: JsonSchema | undefined): JsonSchema {
  if (!query) return { type: 'object', properties: { ...COMMON_QUERY } };
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  return { ...query, properties: { ...COMMON_QUERY, ...properties } };
}
