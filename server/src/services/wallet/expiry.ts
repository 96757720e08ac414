// Unpaid orders expire: on read (lazy), before a member's new order, and by a sweep every minute.
import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { depositOrders } from '../../db/schema';
import { scheduleJob } from '../jobs';
import type { Tx } from '../ledger';

/** Marks overdue pending orders expired (of one member, or all); returns how many. */
export async function expireOverdue(ctx: AppContext, db: Db | Tx = ctx.db, userId?: number): Promise<number> {
  const now = ctx.clock();
  const rows = await db
    .update(depositOrders)
    .set({ state: 'expired', decidedAt: now })
    .where(
      and(
        eq(depositOrders.state, 'pending'),
        lte(depositOrders.expiresAt, now),
        userId === undefined ? undefined : eq(depositOrders.userId, userId),
      ),
    )
    .returning({ id: depositOrders.id });
  return rows.length;
}

/** Runs the sweep every minute, on one instance per minute (services/jobs.ts), until the returned function stops it. */
export function startExpirySweep(ctx: AppContext, everyMs = 60_000): () => Promise<void> {
  return scheduleJob(ctx, 'deposit-expiry', everyMs, () => expireOverdue(ctx));
}
