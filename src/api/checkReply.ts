import type { EndpointId } from '@common/generated/api';
import type { ValidateFunction, ValidationError } from '../config/generated/validate-function';
import { reportConfigProblems } from '../config/reportConfigProblems';

type Validators = Record<string, ValidateFunction>;
let validators: Promise<Validators> | undefined;

/**
 * Development and tests only (callApi guards the call, so production bundles never load the validators): checks
 * a reply's value against its contract schema and reports each failing path once, as bad configuration is.
 */
export async function checkReply(id: EndpointId, value: unknown): Promise<boolean> {
  validators ??= import('../config/generated/apiReplyValidators.js') as unknown as Promise<Validators>;
  let validate: ValidateFunction | undefined;
  try {
    validate = (await validators)[id];
  } catch (error) {
    // A check that cannot run must never break the call it watches.
    console.error('[api] reply validators failed to load', error);
    return true;
  }
  if (!validate || validate({ success: true, value })) return true;
  reportConfigProblems(
    (validate.errors ?? []).map((e) => ({
      source: `api:${id}`,
      path: pathOf(e),
      message: e.message ?? e.keyword,
    })),
  );
  return false;
}

/** Where the reply is wrong, under `value`: an unknown or missing key is named. */
function pathOf(e: ValidationError): string {
  const key = (e.params.additionalProperty ?? e.params.missingProperty) as string | undefined;
  return `${e.instancePath.replace(/^\/value/, '')}${key === undefined ? '' : `/${key}`}`;
}
