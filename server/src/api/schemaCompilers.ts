import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Ajv, ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';
import { illFormedAt, illFormedError } from './wellFormed';

/**
 * How the routes' schemas become validators and reply serializers. Fastify compiles all of them when the app is
 * built: about 2.5 s for the contract's ~150 endpoints, most of it fast-json-stringify checking each reply schema.
 * A test server uses a handful of endpoints, so outside production each one is compiled on its first request
 * instead (`lazy`). Production compiles everything at start-up, so a bad schema stops the boot, not a request.
 */

/** A function built on its first call; `errors` (Ajv's convention, read by Fastify) follows the built one. */
function onFirstCall<A, R>(build: () => ((data: A) => R) & { errors?: unknown }): (data: A) => R {
  let built: ReturnType<typeof build> | undefined;
  const call = (data: A) => (built ??= build())(data);
  Object.defineProperty(call, 'errors', { get: () => built?.errors });
  return call;
}

/** A validator that refuses ill-formed text (wellFormed.ts) before its schema is asked. */
function refusingIllFormed(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    const at = illFormedAt(data);
    check.errors = at === undefined ? null : [illFormedError(at)];
    if (at !== undefined) return false;
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

/**
 * Body schemas validate strictly (a number is not a string); query strings coerce ("2" → 2), as they must. Every
 * part refuses ill-formed text first.
 */
export function validatorCompiler(bodyAjv: Ajv, queryAjv: Ajv, lazy: boolean) {
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    const compile = (): ValidateFunction =>
      refusingIllFormed((httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));
    return lazy ? (onFirstCall(compile) as ValidateFunction) : compile();
  };
}

/** Fastify's own serializer factory (fast-json-stringify with the shared schemas), each route's built on demand. */
export function serializerFactory(lazy: boolean): NonNullable<FastifyServerOptions['schemaController']> {
  const fastJson = SerializerSelector();
  return {
    compilersFactory: {
      buildSerializer(externalSchemas, options) {
        const compile = fastJson(externalSchemas, options);
        return (route: Parameters<typeof compile>[0]) => (lazy ? onFirstCall(() => compile(route)) : compile(route));
      },
    },
  };
}
