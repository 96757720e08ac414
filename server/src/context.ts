import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from './db/client';
import type { BrandFile } from './brands/loadBrands';
import { Captchas } from './services/captcha';
import { CaptchaPow, PRODUCTION_POW, type PowParams } from './services/captchaPow';
import { systemClock, type Clock } from './services/clock';
import { ContentEvents } from './services/contentEvents';
import { PgChannels } from './services/pgChannels';
import { BrandRegistry } from './services/brands/registry';
import { Ledger } from './services/ledger';
import { LoginGuard } from './services/loginGuard';
import type { MessagesConfig } from './services/messages/config';
import { MessageQueue } from './services/messages/queue';
import { createSenders } from './services/messages/senders';
import { Outbox } from './services/outbox';
import { Passwords, PRODUCTION_SCRYPT, type ScryptParams } from './services/passwords';
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from './services/rateLimiter';
import { MemoryLimitStore, PgLimitStore } from './services/rateLimitStore';
import { Sessions } from './services/sessions';
import { SmsCodes } from './services/sms';
import { Wallet } from './services/wallet';

/** What every route and plugin shares: the database, the brands and the services. */
export interface AppContext {
  db: Db;
  brands: Map<string, BrandFile>;
  defaultBrand: string;
  production: boolean;
  /** The /__dev routes and the outbox (never with production: buildServer refuses). */
  devTools: boolean;
  /** BEHIND_HTTPS=1: clients reach the server only over TLS, so its cookies are `Secure` (and replies carry HSTS). */
  behindHttps: boolean;
  clock: Clock;
  outbox: Outbox;
  /** SMS and e-mail: the queue and its senders (services/messages/). */
  messages: MessageQueue;
  passwords: Passwords;
  sessions: Sessions;
  captchas: Captchas;
  sms: SmsCodes;
  ledger: Ledger;
  wallet: Wallet;
  loginGuard: LoginGuard;
  limiter: RateLimiter;
  /** Signs game-launch tickets (random per process unless given). */
  launchSecret: Buffer;
  /** Console content changes: caches of a brand's content drop it (services/contentEvents.ts). */
  content: ContentEvents;
  /** The live brand versions (services/brands/registry.ts): keeps `brands` current; buildServer starts it. */
  brandRegistry: BrandRegistry;
  /** Encrypts operators' TOTP secrets at rest (OPS_SECRET_KEY; a public development key unless given). */
  opsSecretKey: Buffer;
  distDir: string;
}

export interface ContextOptions {
  db: Db;
  brands: Map<string, BrandFile>;
  defaultBrand: string;
  production?: boolean;
  devTools?: boolean;
  behindHttps?: boolean;
  clock?: Clock;
  /** Test option only: a cheaper scrypt cost. Production always uses N=2^17, r=8, p=1. */
  scrypt?: ScryptParams;
  rateLimits?: Partial<RateLimits>;
  /** Rate-limit counters in PostgreSQL, shared by every instance on it (DATABASE_URL); else in this process. */
  sharedLimits?: boolean;
  /** Signs the demo game's launch tickets (unless given: derived from opsSecretKey, clusterKey). */
  launchSecret?: Buffer;
  /** The captcha's proof of work: production's unless a test (or TEST_POW=1 with the dev tools) asks for less. */
  pow?: PowParams;
  /** Signs the captcha's proof-of-work challenges (unless given: derived from opsSecretKey, clusterKey). */
  powSecret?: Buffer;
  opsSecretKey?: Buffer;
  /** The message senders' settings (services/messages/config.ts); none: the dev outbox with the dev tools, else none. */
  messages?: MessagesConfig;
  distDir: string;
}

/** The key of a server started without OPS_SECRET_KEY: public (it is in this file), so for development only. */
export const DEV_OPS_SECRET_KEY = createHash('sha256').update('wps development ops key: set OPS_SECRET_KEY').digest();

/**
 * A signing key every instance of a deployment derives alike from OPS_SECRET_KEY (one key per use), so a launch ticket
 * or a captcha challenge issued by one instance holds on the others behind a balancer. Without OPS_SECRET_KEY (a
 * development server) a random key per process: the development fallback key is public.
 */
function clusterKey(opsSecretKey: Buffer | undefined, use: string): Buffer {
  return opsSecretKey ? createHmac('sha256', opsSecretKey).update(`wps ${use} key`).digest() : randomBytes(32);
}

export function createContext(o: ContextOptions): AppContext {
  const clock = o.clock ?? systemClock;
  const production = o.production ?? false;
  const devTools = o.devTools ?? false;
  if (devTools && production) throw new Error('development tools are refused in production');
  if (production && o.pow && o.pow.cost * o.pow.counterMin < PRODUCTION_POW.cost * PRODUCTION_POW.counterMin)
    throw new Error("a captcha proof of work cheaper than production's is refused in production");
  // The outbox holds every SMS code, reset link and captcha answer: kept only for the dev tools.
  const outbox = new Outbox(devTools);
  const messages = new MessageQueue(o.db, clock, createSenders(o.messages ?? {}, outbox, devTools), o.messages ?? {});
  const ledger = new Ledger(o.db, clock);
  // One LISTEN connection per instance for what other instances announce (content, live brands).
  const channels = new PgChannels(o.db);
  const content = new ContentEvents(o.db, channels, () => o.brands.keys());
  return {
    db: o.db,
    brands: o.brands,
    defaultBrand: o.defaultBrand,
    production,
    devTools,
    behindHttps: o.behindHttps ?? false,
    clock,
    outbox,
    messages,
    passwords: new Passwords(o.scrypt ?? PRODUCTION_SCRYPT),
    sessions: new Sessions(o.db, clock),
    captchas: new Captchas(
      o.db,
      clock,
      outbox,
      new CaptchaPow(o.pow ?? PRODUCTION_POW, o.powSecret ?? clusterKey(o.opsSecretKey, 'captcha-pow')),
    ),
    sms: new SmsCodes(o.db, clock, messages),
    ledger,
    wallet: new Wallet(ledger),
    loginGuard: new LoginGuard(o.db, clock),
    limiter: new RateLimiter(
      { ...DEFAULT_LIMITS, ...o.rateLimits },
      clock,
      o.sharedLimits ? new PgLimitStore(o.db) : new MemoryLimitStore(),
    ),
    launchSecret: o.launchSecret ?? clusterKey(o.opsSecretKey, 'launch-ticket'),
    content,
    brandRegistry: new BrandRegistry(o.db, o.brands, content, clock, channels),
    opsSecretKey: o.opsSecretKey ?? DEV_OPS_SECRET_KEY,
    distDir: o.distDir,
  };
}
