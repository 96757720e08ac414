// The operator's reference desk for activity applications (dev tools only, like the withdrawal desk): approve issues
// a reward into the member's reward centre, reject records a reason. Repeating a decision changes nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { DevApplication, DevPromotionApplicationsQuery } from '@common/generated/api';
import { decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import { announcements, promotionActivities, promotionApplications, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { FAIL } from '../../errors';
import type { Tx } from '../ledger';
import { applicationViews } from './activities';
import { PROMO_FAIL } from './failures';
import { issueReward } from './rewards';

type ApplicationRow = typeof promotionApplications.$inferSelect;

async function devViews(db: Db | Tx, rows: ApplicationRow[]): Promise<DevApplication[]> {
  const views = await applicationViews(db, rows);
  const out: DevApplication[] = [];
  for (const [i, row] of rows.entries()) {
    const [who] = await db.select({ name: users.username }).from(users).where(eq(users.id, row.userId));
    const [what] = await db
      .select({ title: announcements.titleEn })
      .from(announcements)
      .where(eq(announcements.id, row.activityId));
    out.push({
      application: views[i]!,
      brand: row.brandId,
      userName: who?.name ?? '',
      activityTitle: what?.title ?? '',
    });
  }
  return out;
}

/** The brand's applications, newest first (at most 100). */
export async function devApplications(
  ctx: AppContext,
  brandId: string,
  state: DevPromotionApplicationsQuery['state'],
): Promise<{ list: DevApplication[] }> {
  const rows = await ctx.db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.brandId, brandId), state ? eq(promotionApplications.status, state) : undefined))
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .limit(100);
  return { list: await devViews(ctx.db, rows) };
}

async function lockApplication(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(promotionApplications).where(eq(promotionApplications.id, id)).for('update');
  if (!row) throw PROMO_FAIL.applicationUnknown();
  return row;
}

/** Approves a waiting application: issues its reward (the activity's amount unless another is given). */
export async function approveApplication(ctx: AppContext, id: number, amount?: string): Promise<DevApplication> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (row.status === 'issued' || row.status === 'claimed') return (await devViews(tx, [row]))[0]!;
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
    return (await devViews(tx, [updated!]))[0]!;
  });
}

/** Rejects a waiting application with an optional reason shown to the member. */
export async function rejectApplication(ctx: AppContext, id: number, reason?: string): Promise<DevApplication> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (row.status === 'rejected') return (await devViews(tx, [row]))[0]!;
    if (row.status !== 'applying') throw PROMO_FAIL.applicationDecided();
    const [updated] = await tx
      .update(promotionApplications)
      .set({ status: 'rejected', decidedAt: now, reason: reason?.trim() || null })
      .where(eq(promotionApplications.id, id))
      .returning();
    return (await devViews(tx, [updated!]))[0]!;
  });
}
