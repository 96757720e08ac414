// Field formats shared by the client's validation and the reference server's checks, so both say the same.
export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{3,15}$';
export const MOBILE_PATTERN = '^[0-9]{7,15}$';
export const DIALING_PATTERN = '^\\+[0-9]{1,4}$';
export const EMAIL_PATTERN = '^[^\\s@<>()\\[\\],;:"]+@[^\\s@<>()\\[\\],;:"]+\\.[A-Za-z]{2,}$';
export const NAME_PATTERN = "^[\\p{L}\\p{M} .'-]{1,40}$";
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Captcha: digits, at most 6 (SPEC §5). */
export const CAPTCHA_PATTERN = '^[0-9]{1,6}$';
/** SMS code: digits, at most 10 (SPEC §5). */
export const SMS_CODE_PATTERN = '^[0-9]{1,10}$';
