import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import type { Clock } from './clock';

/** One failed sign-in for an account, or ten from an IP, within 15 minutes turns the captcha on. */
export const ACCOUNT_FAILURES_FOR_CAPTCHA = 1;
export const IP_FAILURES_FOR_CAPTCHA = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async counts(keys: string[]): Promise<Map<string, number>> {
    const rows = await this.db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
    const now = this.clock().getTime();
    return new Map(rows.map((r) => [r.key, now - r.lastAt.getTime() > FAILURE_WINDOW_MS ? 0 : r.failures]));
  }

  async captchaRequired(accountKey: string, ipKey: string): Promise<boolean> {
    const c = await this.counts([accountKey, ipKey]);
    return (c.get(accountKey) ?? 0) >= ACCOUNT_FAILURES_FOR_CAPTCHA || (c.get(ipKey) ?? 0) >= IP_FAILURES_FOR_CAPTCHA;
  }

  async fail(accountKey: string, ipKey: string): Promise<void> {
    const c = await this.counts([accountKey, ipKey]);
    const now = this.clock();
    for (const key of [accountKey, ipKey]) {
      const failures = (c.get(key) ?? 0) + 1;
      await this.db
        .insert(loginFailures)
        .values({ key, failures, lastAt: now })
        .onConflictDoUpdate({ target: loginFailures.key, set: { failures, lastAt: now } });
    }
  }

  async succeed(accountKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
  }
}
