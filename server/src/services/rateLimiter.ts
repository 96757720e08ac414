import type { Clock } from './clock';
import { FAIL } from '../errors';
import { MemoryLimitStore, type LimitStore } from './rateLimitStore';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Rate limits by name: `…Ip` ones, `register` and `captcha` count per client IP, the others per account, mobile
 * number or e-mail target. A captcha is issued before any account is named, so it has only the per-IP limit.
 */
export interface RateLimits {
  /**
   * Password (or SMS code) checks per (account, IP) pair. Never per account alone: a flood from many addresses
   * would lock the owner out; the login guard answers that with the captcha instead.
   */
  login: Limit;
  loginIp: Limit;
  /** Password checks per address, whatever the account (passwordGuard.ts): a cap on guessing across accounts. */
  passwordIp: Limit;
  /** Registration and trial accounts, per IP. */
  register: Limit;
  /** Registration per requested user name, and per mobile number for mobile registration. */
  registerAccount: Limit;
  /** Codes really sent per mobile number (or reset mails per user name and address): refusals are never charged. */
  sms: Limit;
  smsIp: Limit;
  captcha: Limit;
  /** Proofs of work sent (POST /wps/captcha/proof), per IP: at most one per captcha, so the same as `captcha`. */
  captchaProof: Limit;
  /** Payment callbacks per address, signed or not: they are unauthenticated, and each costs a signature check. */
  payCallback: Limit;
  /** SMS delivery receipts per address (signed or not: each costs a signature check). */
  messageReceipt: Limit;
}

export const DEFAULT_LIMITS: RateLimits = {
  login: { max: 10, windowSeconds: 60 },
  loginIp: { max: 100, windowSeconds: 60 },
  passwordIp: { max: 60, windowSeconds: 60 },
  register: { max: 30, windowSeconds: 60 },
  registerAccount: { max: 10, windowSeconds: 600 },
  sms: { max: 5, windowSeconds: 600 },
  smsIp: { max: 20, windowSeconds: 600 },
  captcha: { max: 60, windowSeconds: 60 },
  captchaProof: { max: 60, windowSeconds: 60 },
  payCallback: { max: 300, windowSeconds: 60 },
  messageReceipt: { max: 300, windowSeconds: 60 },
};

/**
 * Fixed-window counters (rateLimitStore.ts: in memory for one process, or in PostgreSQL shared by every instance);
 * a hit over the limit throws 429 (with Retry-After seconds).
 */
export class RateLimiter {
  constructor(
    private readonly limits: RateLimits,
    private readonly clock: Clock,
    private readonly store: LimitStore = new MemoryLimitStore(),
  ) {}

  /**
   * Counts one request for each key (e.g. "ip:1.2.3.4", "acct:demo") under the named limit. Every key is checked
   * before any is charged, so a request refused by one key costs the others nothing.
   */
  async hit(name: keyof RateLimits, ...keys: (string | undefined)[]): Promise<void> {
    const { max, windowSeconds } = this.limits[name];
    const ids = keys.filter((k): k is string => !!k).map((key) => `${name}|${key}`);
    if (ids.length === 0) return;
    const now = this.clock().getTime();
    const until = await this.store.take(ids, max, windowSeconds * 1000, now);
    if (until !== undefined) throw FAIL.rateLimited(Math.max(1, Math.ceil((until - now) / 1000)));
  }
}
