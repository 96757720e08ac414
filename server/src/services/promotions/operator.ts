// The operator's decisions on activity applications (the console, services/ops/promotions.ts): approve issues a
// reward into the member's reward centre, reject records a reason; either leaves the member an inbox message
// (services/decisionInbox.ts) in the same transaction. Repeating a decision changes nothing.
import { eq } from 'drizzle-orm';
import { decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import { announcements, promotionActivities, promotionApplications } from '../../db/schema';
import { FAIL } from '../../errors';
import { memberMoney, notifyDecision } from '../decisionInbox';
import type { Tx } from '../ledger';
import { PROMO_FAIL } from './failures';
import { issueReward } from './rewards';

export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** What a caller adds inside the decision's transaction: who may decide the row, and a record of the change. */
export interface ReviewHooks {
  /** Throws when the caller may not decide this application (its brand), before anything changes. */
  check?: (row: ApplicationRow) => void;
  /** Runs only when the decision changed the row, in the same transaction (the console's audit row). */
  record?: (tx: Tx, before: ApplicationRow, after: ApplicationRow) => Promise<void>;
}

async function lockApplication(tx: Tx, id: number, hooks: ReviewHooks): Promise<ApplicationRow> {
  const [row] = await tx.select().from(promotionApplications).where(eq(promotionApplications.id, id)).for('update');
  if (!row) throw PROMO_FAIL.applicationUnknown();
  hooks.check?.(row);
  return row;
}

/** Approves a waiting application: issues its reward (the activity's amount unless another is given). */
export async function approveApplication(
  ctx: AppContext,
  id: number,
  amount?: string,
  hooks: ReviewHooks = {},
): Promise<ApplicationRow> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id, hooks);
    if (row.status === 'issued' || row.status === 'claimed') return row;
    if (row.status !== 'applying') throw PROMO_FAIL.applicationDecided();
    const [activity] = await tx
      .select({ a: announcements, c: promotionActivities })
      .from(announcements)
      .leftJoin(promotionActivities, eq(promotionActivities.announcementId, announcements.id))
      .where(eq(announcements.id, row.activityId));
    const cents = amount === undefined ? (activity?.c?.rewardCents ?? undefined) : decimalToCents(amount);
    if (!cents || cents <= 0) throw FAIL.fieldInvalid('amount', 'a positive Money string');
    const reward = await issueReward(tx, now, {
      brandId: row.brandId,
      userId: row.userId,
      source: 'activity',
      activityId: row.activityId,
      applicationId: row.id,
      titleEn: activity?.a.titleEn ?? 'Reward',
      titleTy: activity?.a.titleTy ?? 'Gantimpala',
      amountCents: cents,
      turnover: activity?.c?.turnover ?? true,
      validDays: activity?.c?.rewardValidDays,
    });
    const [updated] = await tx
      .update(promotionApplications)
      .set({ status: 'issued', decidedAt: now, rewardId: reward.id })
      .where(eq(promotionApplications.id, id))
      .returning();
    await notifyDecision(tx, now, row.userId, 'applicationIssued', (lang) => ({
      activity: (lang === 'en' ? activity?.a.titleEn : activity?.a.titleTy) ?? '',
      amount: memberMoney(ctx, row.brandId, cents),
    }));
    await hooks.record?.(tx, row, updated!);
    return updated!;
  });
}

/** Rejects a waiting application with a reason shown to the member. */
export async function rejectApplication(
  ctx: AppContext,
  id: number,
  reason?: string,
  hooks: ReviewHooks = {},
): Promise<ApplicationRow> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id, hooks);
    if (row.status === 'rejected') return row;
    if (row.status !== 'applying') throw PROMO_FAIL.applicationDecided();
    const [updated] = await tx
      .update(promotionApplications)
      .set({ status: 'rejected', decidedAt: now, reason: reason?.trim() || null })
      .where(eq(promotionApplications.id, id))
      .returning();
    const [activity] = await tx
      .select({ titleEn: announcements.titleEn, titleTy: announcements.titleTy })
      .from(announcements)
      .where(eq(announcements.id, row.activityId));
    await notifyDecision(tx, now, row.userId, 'applicationRejected', (lang) => ({
      activity: (lang === 'en' ? activity?.titleEn : activity?.titleTy) ?? '',
      reason: updated!.reason ?? undefined,
    }));
    await hooks.record?.(tx, row, updated!);
    return updated!;
  });
}
