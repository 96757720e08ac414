// A handler's refusals, narrowed to its endpoint: `failFor(id)` accepts only the codes the endpoint declares or
// implies (ApiContract[id]['failures'], generated from schemas/api), so an undeclared code does not compile.
import type { ApiContract, EndpointId } from '@common/generated/api';
import { fail, type ApiFailure } from '../errors';

/** The kernel fail() typed to one endpoint's failure codes (route() hands it to the handler as request.fail). */
export type EndpointFail<K extends EndpointId> = (
  code: ApiContract[K]['failures'],
  value?: Record<string, unknown>,
) => ApiFailure;

export function failFor<K extends EndpointId>(id: K): EndpointFail<K> {
  void id; // the narrowing is in the type; every code still goes through the one registry
  return fail;
}
