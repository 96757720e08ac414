// Login and register bodies are sealed: `{ data }` is crypto-js AES of a JSON payload under the passphrase in
// X-Encryption-Key. The contract checks the outer body; the payload inside is checked here against its contract
// definition (session.api.json LoginPayload, member.api.json RegisterPayload), by the service that opens it.
import { Ajv } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { decryptJson, ENCRYPTION_HEADER } from '@common/payloadCrypto';
import { readSharedSchemas } from '../brands/loadBrands';
import { FAIL } from '../errors';
import { fieldFailure, fieldOfAjvError } from '../plugins/envelope';
import { contract } from './route';
import { illFormedAt, illFormedError } from './wellFormed';

/** A still-encrypted payload and its passphrase. */
export interface Sealed {
  data: string;
  passphrase: string;
}

/** The sealed payload of a request whose contract requires `{ data }` and the X-Encryption-Key header. */
export function sealedOf(request: FastifyRequest): Sealed {
  const passphrase = request.headers[ENCRYPTION_HEADER];
  const { data } = request.body as { data: string };
  return { data, passphrase: typeof passphrase === 'string' ? passphrase : '' };
}

// Strict like request bodies: a number is not a string.
const ajv = new Ajv({ allErrors: false, coerceTypes: false, useDefaults: true, strict: false });
for (const s of Object.values(readSharedSchemas())) ajv.addSchema(s);
for (const f of contract.files) ajv.addSchema({ $id: f.$id, definitions: f.definitions ?? {} });

/** A payload check from a contract definition ("session.api.json#/definitions/LoginPayload"); a bad field throws its SPEC §8 failure. */
export function payloadCheck<T>(ref: string): (value: unknown) => T {
  const validate = ajv.compile<T>({ $ref: ref });
  return (value) => {
    const illFormed = illFormedAt(value);
    if (illFormed !== undefined) {
      throw fieldFailure(fieldOfAjvError(illFormedError(illFormed)), 'wellFormed: must be well-formed Unicode');
    }
    if (!validate(value)) {
      const first = validate.errors![0]!;
      throw fieldFailure(fieldOfAjvError(first), `${first.keyword}: ${first.message ?? ''}`);
    }
    return value;
  };
}

/** Decrypts a sealed payload and checks the JSON object inside; a body that does not decrypt is refused. */
export function openSealed<T>(sealed: Sealed, check: (value: unknown) => T): T {
  let value: unknown;
  try {
    value = decryptJson(sealed.data, sealed.passphrase);
  } catch {
    throw FAIL.encryptedBodyInvalid();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw FAIL.encryptedBodyInvalid();
  return check(value);
}
