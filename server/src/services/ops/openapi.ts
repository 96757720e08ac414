// GET /ops/api/openapi.json: the console's endpoints cut from the OpenAPI document @fastify/swagger builds from
// schemas/api (the one /wps/openapi.json and docs/api.md come from), declared as 3.1: the contract's schemas are JSON
// Schema (type lists with "null"), which is what 3.1 takes. Built once per server.
import type { FastifyInstance } from 'fastify';

interface Document {
  openapi?: string;
  info?: object;
  paths?: Record<string, unknown>;
  components?: object;
  tags?: { name: string }[];
}

const PREFIX = '/ops/api/';
const built = new WeakMap<FastifyInstance, Document>();

export function consoleOpenApi(app: FastifyInstance): Document {
  const cached = built.get(app);
  if (cached) return cached;
  const whole = app.swagger() as unknown as Document;
  const paths = Object.fromEntries(Object.entries(whole.paths ?? {}).filter(([path]) => path.startsWith(PREFIX)));
  const doc: Document = {
    openapi: '3.1.0',
    info: {
      title: 'Operator console API',
      version: '1.0.0',
      description:
        'The /ops/api endpoints (schemas/api/ops.api.json). Every JSON reply is an envelope: `{ success: true, value }` ' +
        'or `{ success: false, code, message, value? }`. Each endpoint names the permission it needs; without a ' +
        'session it answers 401, without the permission 403.',
    },
    paths,
    components: whole.components,
    tags: (whole.tags ?? []).filter((t) => t.name === 'ops'),
  };
  built.set(app, doc);
  return doc;
}
