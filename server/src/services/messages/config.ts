// Which adapter sends each kind of message, from the environment (docs/deploy.md, "Messages (SMS and e-mail)").
// E-mail goes over SMTP when SMTP_URL or SMTP_HOST is set, SMS through the HTTP gateway when SMS_GATEWAY_URL is set;
// otherwise, with the development tools, both go to the dev outbox, and without them that kind is not sent (the
// record says so, and the server warns at start).

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://…:465; else host and port. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  /** Implicit TLS from the first byte (port 465). */
  secure?: boolean;
  /** Refuse to send unless the server offers STARTTLS. */
  requireTls?: boolean;
  /** Accept a certificate that does not verify (a test relay): refused in production. */
  allowInsecureTls?: boolean;
  /** The From: header, e.g. "Lucky Peso <no-reply@luckypeso.example>". */
  from: string;
  /** Per-connection and per-command timeout (default 20 s). */
  timeoutMs?: number;
}

export interface SmsGatewayConfig {
  url: string;
  method: 'POST' | 'PUT';
  /** How the body is encoded and its placeholders escaped. */
  format: 'json' | 'form';
  /** The body with {to} (+639171234567), {msisdn} (639171234567), {text}, {id} and {brand} placeholders. */
  body: string;
  /** Extra headers, e.g. { authorization: 'Bearer …' } (SMS_GATEWAY_AUTH_HEADER="Authorization: Bearer …"). */
  headers: Record<string, string>;
  /** Dotted path of the provider's message id in a JSON reply (e.g. "data.id"); unset: the reply is not read. */
  idPath?: string;
  timeoutMs: number;
}

export interface MessagesConfig {
  smtp?: SmtpConfig;
  smsGateway?: SmsGatewayConfig;
  /** SMS_RECEIPT_SECRET: signs delivery receipts (POST /wps/messages/receipt); unset, every receipt is refused. */
  receiptSecret?: string;
  /** Tries before a message is given up (default 5). */
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles (default 5 s). */
  retryBaseMs?: number;
  /** Links in messages: PUBLIC_URL_<BRAND>, else PUBLIC_URL, else https:// and the brand's first domain. */
  publicUrls?: Record<string, string>;
  publicUrl?: string;
}

const DEFAULT_BODY = '{"to":"{to}","text":"{text}","ref":"{id}"}';
const on = (v: string | undefined) => v === '1' || v === 'true';

function positive(name: string, value: string | undefined, fallback: number, fail: (m: string) => Error): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw fail(`${name} must be a positive whole number, not "${value}".`);
  return n;
}

/** "Authorization: Bearer x" → { authorization: "Bearer x" } (several separated by newlines). */
function headerLines(value: string | undefined, fail: (m: string) => Error): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of (value ?? '').split('\n').filter((l) => l.trim())) {
    const at = line.indexOf(':');
    if (at <= 0) throw fail('SMS_GATEWAY_AUTH_HEADER must read "Name: value" (one header a line).');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function smtpOf(env: NodeJS.ProcessEnv, production: boolean, fail: (m: string) => Error): SmtpConfig | undefined {
  const url = env.SMTP_URL || undefined;
  const host = env.SMTP_HOST || undefined;
  if (!url && !host) return undefined;
  if (url && !/^smtps?:\/\//.test(url)) throw fail('SMTP_URL must start with smtp:// or smtps://.');
  const from = env.MAIL_FROM || undefined;
  if (!from) throw fail('MAIL_FROM (the From: address) is required with SMTP_URL or SMTP_HOST.');
  const allowInsecureTls = on(env.SMTP_TLS_INSECURE);
  if (allowInsecureTls && production)
    throw fail('SMTP_TLS_INSECURE=1 (accept any certificate) is refused with NODE_ENV=production.');
  return {
    url,
    host,
    port: env.SMTP_PORT ? positive('SMTP_PORT', env.SMTP_PORT, 587, fail) : undefined,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    secure: on(env.SMTP_SECURE),
    requireTls: on(env.SMTP_REQUIRE_TLS),
    allowInsecureTls,
    from,
    timeoutMs: positive('SMTP_TIMEOUT_MS', env.SMTP_TIMEOUT_MS, 20_000, fail),
  };
}

function gatewayOf(env: NodeJS.ProcessEnv, fail: (m: string) => Error): SmsGatewayConfig | undefined {
  const url = env.SMS_GATEWAY_URL || undefined;
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url)) throw fail('SMS_GATEWAY_URL must be an http:// or https:// URL.');
  const method = (env.SMS_GATEWAY_METHOD || 'POST').toUpperCase();
  if (method !== 'POST' && method !== 'PUT') throw fail('SMS_GATEWAY_METHOD must be POST or PUT.');
  const format = env.SMS_GATEWAY_FORMAT || 'json';
  if (format !== 'json' && format !== 'form') throw fail('SMS_GATEWAY_FORMAT must be json or form.');
  return {
    url,
    method,
    format,
    body: env.SMS_GATEWAY_BODY || (format === 'json' ? DEFAULT_BODY : 'to={to}&text={text}&ref={id}'),
    headers: headerLines(env.SMS_GATEWAY_AUTH_HEADER, fail),
    idPath: env.SMS_GATEWAY_ID_PATH || undefined,
    timeoutMs: positive('SMS_GATEWAY_TIMEOUT_MS', env.SMS_GATEWAY_TIMEOUT_MS, 10_000, fail),
  };
}

/** PUBLIC_URL_<BRAND> (brand id upper-cased, "-" → "_") for every variable of that shape. */
function publicUrlsOf(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('PUBLIC_URL_') && value) out[key.slice('PUBLIC_URL_'.length)] = value.replace(/\/+$/, '');
  return out;
}

export function readMessagesEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
  fail: (message: string) => Error,
): MessagesConfig {
  return {
    smtp: smtpOf(env, production, fail),
    smsGateway: gatewayOf(env, fail),
    receiptSecret: env.SMS_RECEIPT_SECRET || undefined,
    maxAttempts: positive('MESSAGES_MAX_ATTEMPTS', env.MESSAGES_MAX_ATTEMPTS, 5, fail),
    retryBaseMs: positive('MESSAGES_RETRY_SECONDS', env.MESSAGES_RETRY_SECONDS, 5, fail) * 1000,
    publicUrls: publicUrlsOf(env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}

/** What main.ts prints at start: kinds that no adapter sends. */
export function messagesWarnings(config: MessagesConfig, devTools: boolean): string[] {
  if (devTools) return [];
  const out: string[] = [];
  if (!config.smsGateway)
    out.push('SMS_GATEWAY_URL is not set: SMS codes are not sent (mobile login and registration cannot finish).');
  if (!config.smtp) out.push('SMTP_URL / SMTP_HOST is not set: password-reset and notice e-mails are not sent.');
  return out;
}
