// The security centre's field formats (SPEC §5 and schemas/api/security.api.json), shared by the client's checks and
// the reference server's, so a value the form lets through is one the server takes, and the other way round.

/** A payment password: exactly 6 digits ("The payment password must be 6 digits"). */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;
/** A bank account number: 6–30 digits once white space is removed. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{6,30}$/;
/** A person's name (payee, card holder): 2–60 letters, spaces, dots, apostrophes or hyphens. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} .'-]{2,60}$/u;
/** A nickname: 2–20 letters, digits, spaces, _ . - */
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N} _.-]{2,20}$/u;
/** A security answer's length in characters (code points), once tidied. */
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 60;

/** Trimmed, inner runs of white space made one space, composed (NFC): how names and answers are checked and kept. */
export const tidy = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');

/** An account number as the player may type it ("1234 5678 9012"), without the white space. */
export const compactAccountNumber = (value: string) => value.replace(/\s+/g, '');

/** The account number's digits when it is 6–30 digits once compacted; undefined when not. */
export function accountDigits(value: string): string | undefined {
  const digits = compactAccountNumber(value);
  return ACCOUNT_NUMBER_PATTERN.test(digits) ? digits : undefined;
}

export const paymentPasswordFormatOk = (value: string) => PAYMENT_PASSWORD_PATTERN.test(value);

/** A tidied person's name that fits the format and has at least one letter ("--" is not a name). */
export const personNameOk = (name: string) => PERSON_NAME_PATTERN.test(name) && /\p{L}/u.test(name);

/** A tidied nickname that fits the format. */
export const nicknameOk = (name: string) => NICKNAME_PATTERN.test(name);

/** An answer whose tidied length is within the bounds. */
export function answerLengthOk(answer: string): boolean {
  const length = [...tidy(answer)].length;
  return length >= ANSWER_MIN && length <= ANSWER_MAX;
}
