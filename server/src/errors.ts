import type { FailureCode } from '@common/generated/api';
import { loadFailureCodes } from './api/loadContract';

/** SPEC §8 texts, the only messages the API sends (the client translates by code). */
export const TEXT = {
  notLoggedIn: 'You are not logged in, please login first',
  loggedOut: 'The account has been logged out, please log in again',
  trialForbidden: 'Please login an actual account to use this function',
  noPermission: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  userNotFound: 'Sorry, the user does not exist or is disabled',
  usernameExists: 'Sorry, the username already exists',
  accountFormat: 'Account format is incorrect',
  passwordFormat: 'Password format is incorrect',
  emailFormat: 'E-mail format is incorrect',
  confirmMismatch: 'Confirmation password not matched',
  invitationInvalid: 'Invalid invitation code',
  referrerInvalid: 'Referrer link error',
  nameFormat: 'Name format is not valid',
  mobileInvalid: 'The mobile num is not valid',
  codeError: 'Verification code error',
  sameAsOld: 'The new password and the old password cannot be the same',
  unknown: 'Unknown error',
  urlEmpty: 'The requested url is empty',
  upgrading: 'System upgrading, please try again later',
  nonMember: 'Non-member account unable to login',
  nonAgent: 'Non-agents cannot log in',
} as const;

export type ErrorText = (typeof TEXT)[keyof typeof TEXT];

/** A refused request: becomes `{ success: false, code, message, value? }` with this HTTP status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: FailureCode,
    message: ErrorText,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

const REGISTRY = loadFailureCodes();
for (const [code, c] of Object.entries(REGISTRY))
  if (!(c.text in TEXT)) throw new Error(`schemas/api/failure-codes.json ${code}: text ${c.text} is not a key of TEXT`);

/**
 * The one way to refuse: a registry code (schemas/api/failure-codes.json gives its status and SPEC §8 text) and the
 * value the client's text may use. Handlers get it narrowed to their endpoint's codes (api/fail.ts failFor).
 */
export function fail(code: FailureCode, value?: Record<string, unknown>): ApiFailure {
  const c = REGISTRY[code];
  // Only a generated FailureCode older than the registry gets here (npm run gen).
  if (!c) throw new Error(`fail('${code}'): not in schemas/api/failure-codes.json`);
  return new ApiFailure(c.status, code, TEXT[c.text as keyof typeof TEXT], value);
}

/** Named shortcuts for the failures many areas share (with their usual value). */
export const FAIL = {
  notLoggedIn: () => fail('auth.required'),
  loggedOut: () => fail('auth.logged.out'),
  trialForbidden: () => fail('auth.trial.forbidden'),
  noPermission: () => fail('auth.no.permission'),
  loginFailed: (captcha: boolean) => fail('login.failed', captcha ? { captcha: true } : undefined),
  captchaWrong: () => fail('captcha.invalid', { captcha: true }),
  codeWrong: () => fail('verification.code.invalid'),
  codeExpired: () => fail('verification.code.expired'),
  codeTooSoon: (retryAfterSeconds: number) => fail('verification.code.too.soon', { retryAfterSeconds }),
  rateLimited: (retryAfterSeconds: number) => fail('rate.limited', { retryAfterSeconds }),
  usernameExists: () => fail('register.username.exists'),
  mobileExists: () => fail('register.mobile.exists'),
  accountFormat: () => fail('format.account'),
  passwordFormat: () => fail('format.password'),
  /** One of the 1,000 most common passwords: the SPEC §8 text; the client says why by the code. */
  passwordCommon: () => fail('format.password.common'),
  emailFormat: () => fail('format.email'),
  confirmMismatch: () => fail('format.confirm.password'),
  invitationInvalid: () => fail('register.invitation.invalid'),
  referrerInvalid: () => fail('register.referrer.invalid'),
  nameFormat: (field: string) => fail('format.name', { field }),
  mobileInvalid: () => fail('format.mobile'),
  sameAsOld: () => fail('modify.new.old.same'),
  oldPasswordWrong: () => fail('modify.old.wrong'),
  fieldInvalid: (field: string, reason: string) => fail('request.invalid', { field, reason }),
  encryptedBodyInvalid: () => fail('request.encryption.invalid'),
  notFound: () => fail('not.found'),
  maintenance: () => fail('system.maintenance'),
  firebaseUnavailable: () => fail('login.firebase.unavailable'),
  nonAgent: () => fail('login.non.agent'),
  insufficientBalance: () => fail('wallet.insufficient'),
  idempotencyMissing: () => fail('request.invalid', { field: 'Idempotency-Key', reason: 'required' }),
  idempotencyReused: () => fail('idempotency.key.reused'),
  gameNotFound: () => fail('game.not.found'),
  unknown: () => fail('unknown'),
} as const;
