import { apiErrorKey } from '../../api/apiErrorText';
import { ApiError } from '../../api/envelope';
import type { FieldForm } from '../../ui/form/useFieldForm';

/** Refusals that say the proving password was wrong or missing: that field is emptied to type again. */
const PROOF_CODES = new Set(['security.proof.wrong', 'security.proof.required']);

/** Where a refusal shows: under `field` (with its text key), or in the form alert when `field` is undefined. */
export interface RefusalPlace {
  field?: string;
  key: string;
  /** Empty the field (a wrong password is typed again, not corrected). */
  clear: boolean;
}

/**
 * Places a refusal by its code: a code about one field of this form (`fieldOf`) goes under that field, anything else
 * (rate limit, card limit, payee locked, network) to the form alert. `proofField` is the form's password field.
 */
export function placeRefusal(
  error: unknown,
  fieldOf: Readonly<Record<string, string>>,
  proofField?: string,
): RefusalPlace | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = apiErrorKey(error.code);
  if (PROOF_CODES.has(error.code) && proofField) return { field: proofField, key, clear: true };
  const field = fieldOf[error.code];
  return field ? { field, key, clear: false } : { key, clear: false };
}

/**
 * Shows a refusal `useSubmit` caught: under its field (then the form alert is cleared) or left in the alert.
 * Everything else typed stays.
 */
export function showRefusal(
  error: unknown,
  form: FieldForm,
  setProblem: (problem: string | undefined) => void,
  fieldOf: Readonly<Record<string, string>>,
  proofField?: string,
): void {
  const place = placeRefusal(error, fieldOf, proofField);
  if (!place?.field) return;
  setProblem(undefined);
  if (place.clear) form.reset(place.field);
  form.setError(place.field, place.key);
  form.focus(place.field);
}
