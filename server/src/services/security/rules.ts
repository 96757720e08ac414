// The security centre's rules on the server: the shared formats of common/securityFormats.ts (the client checks the
// same ones), the limits, and how stored values are shown back (masked).
import {
  accountDigits,
  answerLengthOk,
  nicknameOk,
  paymentPasswordFormatOk,
  personNameOk,
  tidy,
} from '@common/securityFormats';

export { accountDigits, answerLengthOk, nicknameOk, paymentPasswordFormatOk, personNameOk, tidy };

/** Most live bank cards a member may hold. */
export const BANK_CARD_LIMIT = 5;
/** How many different questions an answer set needs. */
export const ANSWERS_REQUIRED = 2;
/** Wrong passwords per member before the security centre refuses every check (429). */
export const PROOF_FAILURE_LIMIT = 5;
/** The refusal lasts until this long after the last wrong password; older failures are forgotten. */
export const PROOF_WINDOW_MS = 15 * 60 * 1000;

/** All one digit (111111) or a straight run up or down (123456, 654321): too easy to guess. */
export function paymentPasswordWeak(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** name@domain.tld, under 255 characters, no white space (SPEC §5: "email < 255"). */
export function emailOk(email: string): boolean {
  return email.length > 0 && email.length < 255 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** Names compared the way a person reads them: case and extra spaces ignored. */
export const sameName = (a: string, b: string) => tidy(a).toLowerCase() === tidy(b).toLowerCase();

/** How an answer is hashed: tidied and lower case, so "  Manila " and "manila" are the same answer. */
export const answerKey = (answer: string) => tidy(answer).toLowerCase();

/** "**** **** 1234": only the last 4 digits are ever sent back. */
export const maskAccount = (digits: string) => `**** **** ${digits.slice(-4)}`;

/** "+63 917****567": the first 3 and last 3 digits of the number; the rest hidden. */
export function maskMobile(dialing: string | null, num: string | null): string | undefined {
  if (!num) return undefined;
  const shown = num.length > 6 ? `${num.slice(0, 3)}****${num.slice(-3)}` : '****';
  return dialing ? `${dialing} ${shown}` : shown;
}
