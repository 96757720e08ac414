import type { TFunction } from 'i18next';
import { ApiError } from '../../api/envelope';

/**
 * The translated text of a refused request: the catalogue's text for its code (apiError.<code with _>) when there is
 * one, else the server's own message (the SPEC §8 English text).
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('apiError.unknown');
  return t(`apiError.${error.code.replace(/\./g, '_')}`, { defaultValue: error.message });
}

/** Whether a refusal asks for a captcha (the login error's captcha marker). */
export const wantsCaptcha = (error: unknown) =>
  error instanceof ApiError && (error.value as { captcha?: boolean } | undefined)?.captcha === true;
