import type { TFunction } from 'i18next';
import { ApiError } from '../../api/envelope';
import { apiErrorText } from '../../api/apiErrorText';

/**
 * A report's refusal that Retry cannot fix, in words: a period the server does not accept (record.date.*), the
 * feature switched off on the server, or a free account (SPEC §6 text). Undefined for a failure worth retrying.
 */
export function reportRefusal(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code.startsWith('record.date.')) return t('records.refusal.period');
  if (error.code === 'auth.no.permission' || error.code === 'auth.trial.forbidden') return apiErrorText(t, error);
  return undefined;
}
