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
  login: Limit;
  loginIp: Limit;
  /** Registration and trial accounts, per IP. */
  register: Limit;
  /** Registration per requested user name, and per mobile number for mobile registration. */
  registerAccount: Limit;
  sms: Limit;
  smsIp: Limit;
  captcha: Limit;
}

export const DEFAULT_LIMITS: RateLimits = {
  login: { max: 10, windowSeconds: 60 },
  loginIp: { max: 100, windowSeconds: 60 },
  register: { max: 30, windowSeconds: 60 },
  registerAccount: { max: 10, windowSeconds: 600 },
  sms: { max: 5, windowSeconds: 600 },
  smsIp: { max: 20, windowSeconds: 600 },
  captcha: { max: 60, windowSeconds: 60 },
};

/** Fixed-window counters in memory (one process); a hit over the limit throws 429. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limits: RateLimits,
    private readonly clock: Clock,
  ) {}

  /** Counts one request for each key (e.g. "ip:1.2.3.4", "acct:demo") under the named limit. */
  hit(name: keyof RateLimits, ...keys: (string | undefined)[]): void {
    const { max, windowSeconds } = this.limits[name];
    const now = this.clock().getTime();
    for (const key of keys) {
      if (!key) continue;
      const id = `${name}|${key}`;
      let w = this.windows.get(id);
      if (!w || now - w.start >= windowSeconds * 1000) {
        w = { start: now, count: 0 };
        this.windows.set(id, w);
      }
      w.count += 1;
      if (w.count > max) throw FAIL.rateLimited(Math.ceil((w.start + windowSeconds * 1000 - now) / 1000));
    }
    if (this.windows.size > 50_000) this.sweep(now);
  }

  private sweep(now: number) {
    for (const [id, w] of this.windows) if (now - w.start > 3600_000) this.windows.delete(id);
  }
}
