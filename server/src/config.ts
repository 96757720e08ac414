import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './trustProxy';
import { readMessagesEnv, type MessagesConfig } from './services/messages/config';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Settings from the environment (main.ts); buildServer takes the same values as explicit options. */
export interface EnvConfig {
  port: number;
  host: string;
  production: boolean;
  databaseUrl?: string;
  dataDir: string;
  defaultBrand?: string;
  /** The built front end (vite build output); DIST_DIR lets parallel builds coexist. */
  distDir?: string;
  /** DEV_TOOLS=1 or --dev-tools: /__dev routes, the outbox and demo accounts. Refused with NODE_ENV=production. */
  devTools: boolean;
  /** Seed the demo accounts (public passwords): SEED_DEMO=1, or with the dev tools. */
  seedDemo: boolean;
  /** TRUST_PROXY: the number of proxy hops, or the proxies' addresses (trustProxy.ts); never "everything". */
  trustProxy: TrustProxy;
  /** BEHIND_HTTPS=1: the server is only reached over HTTPS (a TLS proxy), so replies carry HSTS. */
  behindHttps: boolean;
  /**
   * TEST_SCRYPT=1: new password hashes use the test suites' cheap scrypt cost (services/passwords.ts). For the e2e
   * servers, where production's ~0.6 s per hash on a busy machine made sign-ins time out. Only with the dev tools.
   */
  testScrypt: boolean;
  /**
   * TEST_POW=1: the captcha's proof of work costs a try or two (services/captchaPow.ts TEST_POW), for the e2e servers
   * whose journeys pass many captchas. Only with the dev tools: production always makes each captcha cost its work.
   */
  testPow: boolean;
  /** LOG_LEVEL (pino): default info in production, warn in development; 5xx are logged at error. */
  logLevel: string;
  /** OPS_SECRET_KEY (64 hex digits): encrypts operators' TOTP secrets; unset, a public development key (docs/deploy.md). */
  opsSecretKey?: Buffer;
  /** METRICS_TOKEN: the bearer /metrics asks for; unset, /metrics answers loopback callers only (docs/deploy.md). */
  metricsToken?: string;
  /** SHUTDOWN_DRAIN_SECONDS: how long /readyz answers 503 before a shutdown stops accepting (production: 5). */
  drainSeconds: number;
  /** SMTP_*, MAIL_FROM, SMS_GATEWAY_*, SMS_RECEIPT_SECRET, PUBLIC_URL…: who sends messages (docs/deploy.md). */
  messages: MessagesConfig;
}

/** A setting the server refuses to start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const on = (v: string | undefined) => v === '1' || v === 'true';

export function readEnv(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): EnvConfig {
  const production = env.NODE_ENV === 'production';
  const devTools = on(env.DEV_TOOLS) || argv.includes('--dev-tools');
  if (devTools && production)
    throw new ConfigError(
      'DEV_TOOLS=1 (or --dev-tools) is refused with NODE_ENV=production: the dev outbox would hand out every ' +
        'reset link and SMS code. Unset one of them.',
    );
  const testScrypt = on(env.TEST_SCRYPT);
  if (testScrypt && !devTools)
    throw new ConfigError(
      'TEST_SCRYPT=1 (cheap password hashes) is accepted only with DEV_TOOLS=1, on a development server. Unset it.',
    );
  const testPow = on(env.TEST_POW);
  if (testPow && !devTools)
    throw new ConfigError(
      'TEST_POW=1 (a captcha proof of work of a try or two) is accepted only with DEV_TOOLS=1, on a development ' +
        'server. Unset it.',
    );
  const opsKey = env.OPS_SECRET_KEY || undefined;
  if (opsKey !== undefined && !/^[0-9a-fA-F]{64}$/.test(opsKey))
    throw new ConfigError('OPS_SECRET_KEY must be 64 hex digits (32 random bytes: `openssl rand -hex 32`).');
  // The development key is public (context.ts): in production it would let anyone read operators' TOTP secrets out of
  // a database copy and forge brand preview tokens, which show unpublished drafts.
  if (production && opsKey === undefined)
    throw new ConfigError(
      "OPS_SECRET_KEY is required with NODE_ENV=production: it seals operators' TOTP secrets and signs brand preview " +
        'tokens. Generate one with `openssl rand -hex 32`, and keep it (docs/deploy.md).',
    );
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? fileURLToPath(new URL('../.data/wps', import.meta.url)),
    defaultBrand: env.DEFAULT_BRAND || undefined,
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
    devTools,
    seedDemo: devTools || on(env.SEED_DEMO),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, (message) => new ConfigError(message)),
    behindHttps: on(env.BEHIND_HTTPS),
    testScrypt,
    testPow,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    opsSecretKey: opsKey ? Buffer.from(opsKey, 'hex') : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    drainSeconds: drainSeconds(env.SHUTDOWN_DRAIN_SECONDS, production),
    messages: readMessagesEnv(env, production, (message) => new ConfigError(message)),
  };
}

/** Seconds between /readyz turning 503 and the server closing: long enough for a balancer's next probe. */
function drainSeconds(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') return production ? 5 : 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 300)
    throw new ConfigError(`SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 300, not "${value}".`);
  return n;
}
