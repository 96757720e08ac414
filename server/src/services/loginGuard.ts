import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import type { Clock } from './clock';

/**
 * One failed sign-in for an account (from any IP), or ten from an IP, within 15 minutes turns the captcha on. This
 * is the answer to a flood on one account from many addresses: the owner solves a captcha, never waits out a lock.
 */
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

  /** Counts a failure for both keys, each in one atomic upsert (parallel failures are all counted). */
  async fail(accountKey: string, ipKey: string): Promise<void> {
    const now = this.clock();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    for (const key of [accountKey, ipKey]) {
      await this.db
        .insert(loginFailures)
        .values({ key, failures: 1, lastAt: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
            lastAt: now,
          },
        });
    }
  }

  async succeed(accountKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
  }
}
