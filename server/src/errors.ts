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
    readonly code: string,
    message: ErrorText,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Every failure the API produces, by name: status, machine code and text. Routes list the ones they can return. */
export const FAIL = {
  notLoggedIn: () => new ApiFailure(401, 'auth.required', TEXT.notLoggedIn),
  loggedOut: () => new ApiFailure(401, 'auth.logged.out', TEXT.loggedOut),
  trialForbidden: () => new ApiFailure(403, 'auth.trial.forbidden', TEXT.trialForbidden),
  noPermission: () => new ApiFailure(403, 'auth.no.permission', TEXT.noPermission),
  loginFailed: (captcha: boolean) =>
    new ApiFailure(401, 'login.failed', TEXT.userNotFound, captcha ? { captcha: true } : undefined),
  captchaWrong: () => new ApiFailure(400, 'captcha.invalid', TEXT.codeError, { captcha: true }),
  codeWrong: () => new ApiFailure(400, 'verification.code.invalid', TEXT.codeError),
  codeExpired: () => new ApiFailure(400, 'verification.code.expired', TEXT.codeError),
  codeTooSoon: (retryAfterSeconds: number) =>
    new ApiFailure(429, 'verification.code.too.soon', TEXT.noPermission, { retryAfterSeconds }),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiFailure(429, 'rate.limited', TEXT.noPermission, { retryAfterSeconds }),
  usernameExists: () => new ApiFailure(409, 'register.username.exists', TEXT.usernameExists),
  mobileExists: () => new ApiFailure(409, 'register.mobile.exists', TEXT.mobileInvalid),
  accountFormat: () => new ApiFailure(400, 'format.account', TEXT.accountFormat),
  passwordFormat: () => new ApiFailure(400, 'format.password', TEXT.passwordFormat),
  /** One of the 1,000 most common passwords: the SPEC §8 text; the client says why by the code. */
  passwordCommon: () => new ApiFailure(400, 'format.password.common', TEXT.passwordFormat),
  emailFormat: () => new ApiFailure(400, 'format.email', TEXT.emailFormat),
  confirmMismatch: () => new ApiFailure(400, 'format.confirm.password', TEXT.confirmMismatch),
  invitationInvalid: () => new ApiFailure(400, 'register.invitation.invalid', TEXT.invitationInvalid),
  referrerInvalid: () => new ApiFailure(400, 'register.referrer.invalid', TEXT.referrerInvalid),
  nameFormat: (field: string) => new ApiFailure(400, 'format.name', TEXT.nameFormat, { field }),
  mobileInvalid: () => new ApiFailure(400, 'format.mobile', TEXT.mobileInvalid),
  sameAsOld: () => new ApiFailure(400, 'modify.new.old.same', TEXT.sameAsOld),
  oldPasswordWrong: () => new ApiFailure(400, 'modify.old.wrong', TEXT.passwordFormat),
  fieldInvalid: (field: string, reason: string) =>
    new ApiFailure(400, 'request.invalid', TEXT.unknown, { field, reason }),
  encryptedBodyInvalid: () => new ApiFailure(400, 'request.encryption.invalid', TEXT.unknown),
  notFound: () => new ApiFailure(404, 'not.found', TEXT.urlEmpty),
  maintenance: () => new ApiFailure(503, 'system.maintenance', TEXT.upgrading),
  firebaseUnavailable: () => new ApiFailure(403, 'login.firebase.unavailable', TEXT.noPermission),
  nonMember: () => new ApiFailure(403, 'login.non.member', TEXT.nonMember),
  nonAgent: () => new ApiFailure(403, 'login.non.agent', TEXT.nonAgent),
  insufficientBalance: () => new ApiFailure(409, 'wallet.insufficient', TEXT.unknown),
  idempotencyMissing: () =>
    new ApiFailure(400, 'request.invalid', TEXT.unknown, { field: 'Idempotency-Key', reason: 'required' }),
  idempotencyReused: () => new ApiFailure(409, 'idempotency.key.reused', TEXT.unknown),
  gameNotFound: () => new ApiFailure(404, 'game.not.found', TEXT.urlEmpty),
  unknown: () => new ApiFailure(500, 'unknown', TEXT.unknown),
} as const;
