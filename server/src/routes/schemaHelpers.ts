import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { decryptJson, ENCRYPTION_HEADER } from '../../../src/api/payloadCrypto';
import { FAIL } from '../errors';
import { fieldFailure, fieldOfAjvError } from '../plugins/envelope';

/** Route documentation: OpenAPI summary and a description listing the reply and the failures (docs/api.md). */
export function doc(
  tag: string,
  summary: string,
  reply: string,
  errors: string[] = [],
  extra: Record<string, unknown> = {},
) {
  const lines = [`**Reply value:** ${reply}`];
  if (errors.length) lines.push('', '**Failures:**', ...errors.map((e) => `- ${e}`));
  return { tags: [tag], summary, description: lines.join('\n'), ...extra };
}

export const str = (maxLength: number, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  maxLength,
  ...extra,
});
export const int = (minimum = 0, maximum = 1_000_000) => ({ type: 'integer', minimum, maximum });

export {
  DIALING_PATTERN,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  NAME_PATTERN,
  USERNAME_PATTERN,
} from '../../../src/config/fieldPatterns';

/** The language / brand / token parameters every query may carry. */
export const commonQuery = {
  language: str(8),
  brand: str(40),
  token: str(200),
};

/** The encrypted body of login and register: `{ data }` + the passphrase header. */
export const encryptedBody = {
  type: 'object',
  required: ['data'],
  properties: { data: str(16_384, { minLength: 1 }) },
};

export const encryptionHeaders = {
  type: 'object',
  required: [ENCRYPTION_HEADER],
  properties: { [ENCRYPTION_HEADER]: str(128, { minLength: 8 }), device: str(20) },
};

const strictAjv = new Ajv({ allErrors: false, coerceTypes: false, useDefaults: true, strict: false });

export function compileStrict<T>(schema: object): ValidateFunction<T> {
  return strictAjv.compile<T>(schema);
}

/** Decrypts `{ data }` with the X-Encryption-Key passphrase and validates the JSON inside (SPEC §7 login/register). */
export function decryptBody<T>(request: FastifyRequest, validate: ValidateFunction<T>): T {
  const passphrase = request.headers[ENCRYPTION_HEADER];
  const { data } = request.body as { data: string };
  let value: unknown;
  try {
    value = decryptJson(data, typeof passphrase === 'string' ? passphrase : '');
  } catch {
    throw FAIL.encryptedBodyInvalid();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw FAIL.encryptedBodyInvalid();
  if (!validate(value)) {
    const first = validate.errors![0]!;
    throw fieldFailure(fieldOfAjvError(first), `${first.keyword}: ${first.message ?? ''}`);
  }
  return value;
}

/** The client's address (Fastify's request.ip; trustProxy is off unless TRUST_PROXY is set). */
export const ipOf = (request: FastifyRequest) => `ip:${request.ip}`;

/** Page arithmetic for `pageNo`/`pageSize` lists. */
export function page(pageNo: number | undefined, pageSize: number | undefined, fallbackSize: number) {
  const size = Math.min(Math.max(pageSize ?? fallbackSize, 1), 100);
  const no = Math.max(pageNo ?? 1, 1);
  return { size, no, offset: (no - 1) * size };
}
