// Applying for an activity (SPEC §5): the activity must be running and open for applications, the member must have
// no waiting or approved application; the application and its images are stored in one transaction. A partial
// unique index (one live application per member and activity) settles two applies that race.
import type { ActivityApplication } from '@common/generated/api';
import type { AppContext } from '../../context';
import { promotionApplications, promotionUploads } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { applicationViews, findActivity, latestApplication, phaseOf } from './activities';
import type { ApplyForm } from './applyForm';
import { PROMO_FAIL } from './failures';

export interface Member {
  id: number;
  brandId: string;
}

async function checkOpen(ctx: AppContext, member: Member, activityId: number) {
  const activity = await findActivity(ctx.db, member.brandId, activityId);
  if (!activity) throw PROMO_FAIL.unknown();
  const phase = phaseOf(activity.row, ctx.clock());
  if (phase === 'coming') throw PROMO_FAIL.coming();
  if (phase === 'ended') throw PROMO_FAIL.closed();
  const mode = activity.config?.mode ?? 'none';
  if (mode === 'none') throw PROMO_FAIL.applyUnavailable();
  const latest = await latestApplication(ctx.db, member.id, activityId);
  if (latest?.status === 'applying') throw PROMO_FAIL.applyPending();
  if (latest && latest.status !== 'rejected') throw PROMO_FAIL.applyDone();
  return mode;
}

/**
 * Checks the activity first (so a refused apply does not wait for its upload), then reads the form, then stores the
 * application: "applying" for a reviewed activity, "signed" for one that needs no review.
 */
export async function applyForActivity(
  ctx: AppContext,
  member: Member,
  activityId: number,
  readForm: () => Promise<ApplyForm>,
): Promise<ActivityApplication> {
  await checkOpen(ctx, member, activityId);
  const form = await readForm();
  const mode = await checkOpen(ctx, member, activityId);
  const now = ctx.clock();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [application] = await tx
        .insert(promotionApplications)
        .values({
          brandId: member.brandId,
          userId: member.id,
          activityId,
          remark: form.remark,
          status: mode === 'signup' ? 'signed' : 'applying',
          createdAt: now,
          ...(mode === 'signup' ? { decidedAt: now } : {}),
        })
        .returning();
      if (form.images.length) {
        await tx.insert(promotionUploads).values(
          form.images.map((image) => ({
            brandId: member.brandId,
            userId: member.id,
            applicationId: application!.id,
            contentType: image.contentType,
            size: image.data.length,
            data: image.data,
            createdAt: now,
          })),
        );
      }
      return application!;
    });
    const [view] = await applicationViews(ctx.db, [row]);
    return view!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const latest = await latestApplication(ctx.db, member.id, activityId);
      throw latest?.status === 'applying' ? PROMO_FAIL.applyPending() : PROMO_FAIL.applyDone();
    }
    throw error;
  }
}
