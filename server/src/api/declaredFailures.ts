// The runtime side of declared failures: a service deep below a handler can still throw a code its endpoint never
// declared. Outside production such a failure becomes a 500 that names the endpoint and the code, so server tests
// catch it; production sends the failure as it is (the client still has a text for every registry code).
import type { FailureCode } from '@common/generated/api';
import { ApiFailure, fail } from '../errors';
import { allFailures } from './impliedFailures';
import type { EndpointSpec } from './loadContract';

type Spec = Pick<EndpointSpec, 'auth' | 'flag' | 'rateLimit' | 'failures'> & { id: string };

const allowedByEndpoint = new WeakMap<Spec, Set<FailureCode>>();

function allowed(spec: Spec): Set<FailureCode> {
  let codes = allowedByEndpoint.get(spec);
  if (!codes) allowedByEndpoint.set(spec, (codes = new Set(allFailures(spec))));
  return codes;
}

/** Whether the endpoint declares or implies the code. */
export const isDeclared = (spec: Spec, code: FailureCode): boolean => allowed(spec).has(code);

/**
 * The error to send for what a handler threw: itself, unless it is an ApiFailure the endpoint neither declares nor
 * implies and this is not production; then it is logged and replaced by a 500 `unknown`.
 */
export function checkDeclared(
  spec: Spec,
  error: unknown,
  options: { production: boolean; log: (message: string) => void },
): unknown {
  if (options.production || !(error instanceof ApiFailure) || isDeclared(spec, error.code)) return error;
  options.log(
    `endpoint ${spec.id} answered with failure code ${error.code}, which schemas/api does not declare for it: ` +
      `add { "code": "${error.code}" } to its "failures", or do not throw it`,
  );
  return fail('unknown', undefined);
}
