// Reads the /wps contract (schemas/api/*.api.json) for the server, the generators (scripts/gen-api.ts) and tests.
// One file per area: `definitions` (shapes) and `endpoints` (id → method, path, inputs, reply, failures).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiSchemasDir = fileURLToPath(new URL('../../../schemas/api/', import.meta.url));

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, anyone (the reply differs when signed in), a signed-in member, a real (non-trial) one. */
export type Audience = 'none' | 'optional' | 'member' | 'real' | 'ticket' | 'development';

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify path, `/wps/...` with `:param` segments. */
  path: string;
  summary: string;
  description?: string;
  auth: Audience;
  query?: JsonSchema;
  body?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
  /** How a POST/PUT body may be sent; JSON unless said. */
  bodyTypes?: ('json' | 'form')[];
  /** Schema of the envelope's `value`; absent when `produces` names a non-JSON reply. */
  reply?: JsonSchema;
  /** Media type of a reply that is not the JSON envelope (images, the app's HTML). */
  produces?: string;
  failures?: string[];
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

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** Loads and checks every api file; throws on a malformed endpoint (a missing reply, a duplicate id or route). */
export function loadContract(dir = apiSchemasDir): Contract {
  const files: ApiFile[] = [];
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
      if (!e.auth) throw new Error(`${where}: auth`);
      if (!e.reply && !e.produces) throw new Error(`${where}: needs a reply schema (or produces for non-JSON)`);
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
  return { files, endpoints };
}

/** A query schema with the common parameters added (an endpoint without one gets just those). */
export function queryWithCommon(query: JsonSchema | undefined): JsonSchema {
  if (!query) return { type: 'object', properties: { ...COMMON_QUERY } };
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  return { ...query, properties: { ...COMMON_QUERY, ...properties } };
}
