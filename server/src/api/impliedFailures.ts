// The failures an endpoint can answer with without listing them: its audience's refusals, its flag's and rate
// limits' (route() checks those before the handler), and what every endpoint can answer. Docs, the generated types
// and the runtime check (declaredFailures.ts) add these to the codes the endpoint declares.
import type { FailureCode } from '@common/generated/api';
import type { Audience, DeclaredFailure, EndpointSpec } from './loadContract';

type Gate = Pick<EndpointSpec, 'auth' | 'flag' | 'rateLimit'>;

/** Every endpoint: its input fails the schema, the database is out of reach for a moment, or something unexpected breaks. */
const EVERY_ENDPOINT: FailureCode[] = ['request.invalid', 'system.unavailable', 'unknown'];

const SIGNED_IN: FailureCode[] = ['auth.required', 'auth.logged.out'];

/** What each audience refuses (api/access.ts); a development endpoint is absent (404) without the dev tools. */
const BY_AUDIENCE: Record<Audience, FailureCode[]> = {
  none: [],
  optional: [],
  development: ['not.found'],
  member: SIGNED_IN,
  real: [...SIGNED_IN, 'auth.trial.forbidden'],
  agent: [...SIGNED_IN, 'login.non.agent'],
  ticket: ['auth.logged.out'],
  // No operator session: 401; a session without the endpoint's permission for the brand: 403; a role requires 2FA
  // and the operator has not enrolled: 403 ops.totp.enrol (every permission but console.use).
  operator: [...SIGNED_IN, 'auth.no.permission', 'ops.totp.enrol'],
};

/** The implied codes with why (`auth: member`, the flag, the rate limit), for the docs. */
export function impliedWithReason(e: Gate): { code: FailureCode; why: string }[] {
  return [
    ...BY_AUDIENCE[e.auth].map((code) => ({ code, why: `auth \`${e.auth}\`` })),
    ...(e.flag ? [{ code: 'auth.no.permission' as const, why: `flag \`${e.flag}\` off` }] : []),
    ...(e.rateLimit?.length ? [{ code: 'rate.limited' as const, why: 'rate limit' }] : []),
    ...EVERY_ENDPOINT.map((code) => ({ code, why: 'any endpoint' })),
  ];
}

/** The codes an endpoint answers with besides those it declares, in a stable order. */
export const impliedFailures = (e: Gate): FailureCode[] => impliedWithReason(e).map((f) => f.code);

/** Every code an endpoint can answer with: the declared ones, then the implied ones it does not declare. */
export function allFailures(e: Gate & { failures?: DeclaredFailure[] }): FailureCode[] {
  const declared = (e.failures ?? []).map((f) => f.code as FailureCode);
  return [...new Set([...declared, ...impliedFailures(e)])];
}
