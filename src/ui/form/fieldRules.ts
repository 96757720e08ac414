import {
  CAPTCHA_PATTERN,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  NAME_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
} from '@common/fieldPatterns';

/** A rule returns an i18n key for the problem, or undefined when the value passes. */
export type FieldRule = (value: string, form: Record<string, string>) => string | undefined;

/** Rules by name; a feature may pass its own map for fields the shared set does not know. */
export type FieldRules = Readonly<Record<string, FieldRule>>;

const matches = (pattern: string, flags?: string) => (v: string) => new RegExp(pattern, flags).test(v.trim());

/** A password being chosen: 8–64 characters and not only spaces (the server also refuses the most common ones). */
function newPasswordRule(v: string): string | undefined {
  if (v.trim() === '') return 'auth.err.passwordBlank';
  return v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX ? undefined : 'auth.err.passwordFormat';
}

/** Fields where spaces alone are a wrong value, not an empty one: the rule says why instead of "required". */
const BLANK_IS_WRONG = new Set(['password', 'newPassword']);

/**
 * The one shared rule set, by field name (SPEC §5 "a shared verification by field name"). Empty values are handled
 * by `validateField` (required or skipped), so rules only see non-empty values.
 */
export const fieldRules: FieldRules = {
  loginUsername: (v) => (matches(USERNAME_PATTERN)(v) ? undefined : 'auth.err.accountFormat'),
  loginPassword: (v) => (v.length <= PASSWORD_MAX ? undefined : 'auth.err.passwordFormat'),
  username: (v) => (matches(USERNAME_PATTERN)(v) ? undefined : 'auth.err.accountFormat'),
  password: (v) => newPasswordRule(v),
  newPassword: (v) => newPasswordRule(v),
  confirmPassword: (v, form) =>
    v === (form.password ?? form.newPassword) ? undefined : 'auth.in_confirmation_correct',
  email: (v) => (v.length < 255 && matches(EMAIL_PATTERN)(v) ? undefined : 'auth.err.emailFormat'),
  recoveryEmail: (v) => (v.length < 255 && matches(EMAIL_PATTERN)(v) ? undefined : 'auth.err.emailIncorrect'),
  mobileNum: (v) => (matches(MOBILE_PATTERN)(v) ? undefined : 'auth.err.mobileInvalid'),
  loginMobileNum: (v) => (matches(MOBILE_PATTERN)(v) ? undefined : 'auth.err.mobileInvalid'),
  verificationCode: (v) => (matches(SMS_CODE_PATTERN)(v) ? undefined : 'auth.err.codeFormat'),
  captcha: (v) => (matches(CAPTCHA_PATTERN)(v) ? undefined : 'auth.err.captchaFormat'),
  nickname: (v) => (matches(NAME_PATTERN, 'u')(v) ? undefined : 'auth.err.nameFormat'),
  payeeName: (v) => (matches(NAME_PATTERN, 'u')(v) ? undefined : 'auth.err.nameFormat'),
  affiliateCode: (v) => (/^[A-Za-z0-9]{1,40}$/.test(v.trim()) ? undefined : 'auth.invitation_code_error'),
};

/** The message shown when a required field is empty, by field name (default: "This field is required"). */
const requiredMessage: Record<string, string> = {
  confirmPassword: 'auth.in_incorrect_password',
  captcha: 'auth.in_vwrite_code',
  verificationCode: 'auth.in_vwrite_code',
};

/**
 * Validates one field: required and empty → its required message; optional and empty → passes; else its rule from
 * `extra` (a feature's own rules) or the shared set. A password of spaces only is wrong, not empty.
 */
export function validateField(
  name: string,
  value: string,
  form: Record<string, string>,
  required: boolean,
  extra?: FieldRules,
): string | undefined {
  if (value.trim() === '') {
    if (value !== '' && BLANK_IS_WRONG.has(name)) return 'auth.err.passwordBlank';
    return required ? (requiredMessage[name] ?? 'auth.err.required') : undefined;
  }
  return (extra?.[name] ?? fieldRules[name])?.(value, form);
}

/** Validates the listed fields; returns errors by field name, in the order given (the first is focused). */
export function validateForm(
  fields: readonly { name: string; rule?: string; required: boolean }[],
  form: Record<string, string>,
  extra?: FieldRules,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const error = validateField(f.rule ?? f.name, form[f.name] ?? '', form, f.required, extra);
    if (error) errors[f.name] = error;
  }
  return errors;
}

/**
 * SPEC §5's generic validator types beside required and e-mail, as rule factories a feature names its field with;
 * each returns the i18n key it is given for a wrong value (empty values never reach a rule: `validateField`).
 */
export const genericRules = {
  /** A whole number from `min` to `max`. */
  range: (min: number, max: number, messageKey: string): FieldRule => {
    return (v) => {
      const n = Number(v.trim());
      return /^-?\d+$/.test(v.trim()) && n >= min && n <= max ? undefined : messageKey;
    };
  },
  /** Between `min` and `max` characters (code points, so an emoji counts once), spaces at the ends not counted. */
  length: (min: number, max: number, messageKey: string): FieldRule => {
    return (v) => {
      const n = [...v.trim()].length;
      return n >= min && n <= max ? undefined : messageKey;
    };
  },
  /** An http or https address. */
  url: (messageKey: string): FieldRule => {
    return (v) => {
      try {
        const url = new URL(v.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : messageKey;
      } catch {
        return messageKey;
      }
    };
  },
  /** A hex colour, #rgb or #rrggbb. */
  hex: (messageKey: string): FieldRule => {
    return (v) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v.trim()) ? undefined : messageKey);
  },
} as const;
