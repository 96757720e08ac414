// Logs carry no secrets. A failed SQL statement's error holds its parameters (drizzle's "Failed query: … params: …",
// its `params`, PostgreSQL's `detail` "Key (email)=(…)"): password hashes, phone numbers, whole callback payloads.
// Known fields are redacted by path (pino's redact); error messages and stacks are scrubbed of parameter lists and
// of anything that looks like an e-mail, a phone number, a password hash or a token.
const CENSOR = '[redacted]';

/** Field names whose value is a secret or personal data, wherever they appear (top level and one level down). */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'paymentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'ticket',
  'authorization',
  'cookie',
  'captcha',
  'verificationCode',
  'smsCode',
  'signature',
  'nonce',
  'email',
  'mobile',
  'mobileNum',
  'phone',
  'payload',
  'params',
  'detail',
];

/** pino `redact`: the secret fields at the top level, one level down (`err.params`, `body.password`), and headers. */
export const redact = {
  paths: [
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((f) => `*.${f}`),
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-launch-ticket"]',
    'req.headers["x-encryption-key"]',
  ],
  censor: CENSOR,
};

const PATTERNS: [RegExp, string][] = [
  // drizzle's parameter list, to the end of the message (the stack's frames start with "    at ").
  [/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${CENSOR}`],
  // PostgreSQL's "Key (column)=(value)".
  [/=\([^)]*\)/g, `=(${CENSOR})`],
  [/scrypt\$[^\s,"']+/g, CENSOR],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, CENSOR],
  // Phone numbers (7 or more digits, optionally with a +, spaces or dashes between) and long tokens (base64url/hex).
  [/\+?\d(?:[ -]?\d){6,}/g, CENSOR],
  [/[A-Za-z0-9_-]{32,}/g, CENSOR],
];

/** A text with parameter lists and secret-looking values replaced by "[redacted]". */
export function scrub(text: string): string {
  return PATTERNS.reduce((out, [pattern, by]) => out.replace(pattern, by), text);
}

/** What pino (and Fastify's logger type) expects of an `err` serializer. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Fields of a database error that hold the statement's values. */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery', 'parameters', 'payload']);

/**
 * The `err` serializer: type, message and stack (with their causes, as pino's own), and the error's plain fields
 * (code, severity, constraint …), every text scrubbed and the statement's values dropped.
 */
export function errSerializer(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    const text = scrub(String(error));
    return { type: typeof error, message: text, stack: '' };
  }
  const out: SerializedError = { type: error.constructor?.name ?? error.name, message: '', stack: '' };
  // Each message and stack on its own, so that cutting one's parameter list keeps its causes' words.
  const chain: Error[] = [error];
  for (let c = error.cause; c instanceof Error && chain.length < 6; c = c.cause) chain.push(c);
  out.message = chain.map((e) => scrub(e.message)).join(': ');
  out.stack = chain.map((e) => scrub(e.stack ?? e.message)).join('\ncaused by: ');
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'type' || key === 'message' || key === 'stack') continue;
    if (VALUE_FIELDS.has(key) || SECRET_FIELDS.includes(key)) out[key] = CENSOR;
    else if (typeof value === 'string') out[key] = scrub(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/**
 * pino's `hooks.logMethod`: `log.error(err)` makes the error's raw message the line's `msg`, beside the serialized
 * (scrubbed) `err`; the message is scrubbed here, as is any text message.
 */
export function logMethod(this: unknown, args: unknown[], method: (this: unknown, ...rest: unknown[]) => void): void {
  const [first, ...rest] = args;
  if (first instanceof Error && rest.length === 0) return method.call(this, first, scrub(first.message));
  return method.call(this, ...args.map((a) => (typeof a === 'string' ? scrub(a) : a)));
}
