import type { Clock } from './clock';
import { FAIL } from '../errors';

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
};

/** Fixed-window counters in memory (one process); a hit over the limit throws 429 (with Retry-After seconds). */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limits: RateLimits,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one request for each key (e.g. "ip:1.2.3.4", "acct:demo") under the named limit. Every key is checked
   * before any is charged, so a request refused by one key costs the others nothing.
   */
  hit(name: keyof RateLimits, ...keys: (string | undefined)[]): void {
    const { max, windowSeconds } = this.limits[name];
    const now = this.clock().getTime();
    const open = keys.filter((k): k is string => !!k).map((key) => this.window(`${name}|${key}`, now, windowSeconds));
    const full = open.filter((w) => w.count >= max);
    if (full.length > 0) {
      const until = Math.max(...full.map((w) => w.start + windowSeconds * 1000));
      throw FAIL.rateLimited(Math.max(1, Math.ceil((until - now) / 1000)));
    }
    for (const w of open) w.count += 1;
    if (this.windows.size > 50_000) this.sweep(now);
  }

  /** The current window of a counter (a new one once the last has ended). */
  private window(id: string, now: number, windowSeconds: number) {
    let w = this.windows.get(id);
    if (!w || now - w.start >= windowSeconds * 1000) {
      w = { start: now, count: 0 };
      this.windows.set(id, w);
    }
    return w;
  }

  private sweep(now: number) {
    for (const [id, w] of this.windows) if (now - w.start > 3600_000) this.windows.delete(id);
  }
}
