import type { TFunction } from 'i18next';
import { ApiError } from '../api/envelope';

/**
 * The words for a refused console request: `shell:errors.<code with _>` (the shell's catalogue holds the codes every
 * screen meets; a screen may pass its own t to look in its namespace first), else the server's English message.
 */
export function opsErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('shell:errors.unknown');
  const key = error.code.replace(/\./g, '_');
  return t([`errors.${key}`, `shell:errors.${key}`], { defaultValue: error.message });
}

export const errorCode = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined);
