// Development and tests: every JSON reply is checked against its contract before it is sent, so a server that
// drifts from schemas/api fails loudly (500 with the failing paths logged) instead of being trimmed silently by the
// serialiser. Production skips the check: the serialiser already writes only what the schema names.
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { envelopeOf } from './envelopeSchema';
import type { Contract } from './loadContract';

export class ReplyMismatch extends Error {
  constructor(
    readonly endpoint: string,
    readonly problems: string[],
  ) {
    super(`reply of ${endpoint} breaks its schema: ${problems.join('; ')}`);
    this.name = 'ReplyMismatch';
  }
}

/** Adds the check as a preSerialization hook (only for 200 replies of JSON endpoints). */
export function registerReplyCheck(app: FastifyInstance, contract: Contract, sharedSchemas: object[]): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const s of sharedSchemas) ajv.addSchema(s);
  for (const f of contract.files) ajv.addSchema({ $id: f.$id, definitions: f.definitions ?? {} });
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (id: string) => {
    let v = compiled.get(id);
    const reply = contract.endpoints.get(id)?.reply;
    if (!v && reply) compiled.set(id, (v = ajv.compile(envelopeOf(reply))));
    return v;
  };
  app.addHook('preSerialization', async (request, reply, payload) => {
    const id = (request.routeOptions.config as { endpoint?: string }).endpoint;
    if (!id || reply.statusCode !== 200) return payload;
    const validate = validatorOf(id);
    if (validate && !validate(payload)) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
      request.log.error({ endpoint: id, problems }, 'reply breaks its schema');
      throw new ReplyMismatch(id, problems);
    }
    return payload;
  });
}
