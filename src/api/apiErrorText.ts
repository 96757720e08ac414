import type { TFunction } from 'i18next';
import { ApiError } from './envelope';

/**
 * The translated text of a refused request: the catalogue's text for its code (apiError.<code with _>) when there is
 * one, else the server's own message (the SPEC §8 English text). The one place a refusal becomes words.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('apiError.unknown');
  return t(apiErrorKey(error.code), { ...apiErrorValues(error), defaultValue: error.message });
}

/**
 * A refusal's plain values (`limit`, `period`, `resetsAt`, `until`…) for its text's placeholders, so a text can say which
 * limit applies and when it resets (issue 19); nested objects are left out.
 */
export function apiErrorValues(error: unknown): Record<string, string | number | boolean> {
  const value = error instanceof ApiError ? error.value : undefined;
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  ) as Record<string, string | number | boolean>;
}

/** The catalogue key of a refusal code (`format.account` → `apiError.format_account`). */
export const apiErrorKey = (code: string): string => `apiError.${code.replace(/\./g, '_')}`;

/** Whether a refusal asks for a captcha (the login error's captcha marker). */
export const wantsCaptcha = (error: unknown) =>
  error instanceof ApiError && (error.value as { captcha?: boolean } | undefined)?.captcha === true;
