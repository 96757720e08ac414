// An activity is a promotion (announcements row of type PR) plus its apply rules (promotion_activities). The
// member's status (SPEC §4) is derived from the dates, the latest application and its reward.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  ActivityApplication,
  ActivityApplyRules,
  ActivityDetail,
  ActivityStatus,
  ActivityUpload,
} from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { announcements, promotionActivities, promotionApplications, promotionUploads, rewards } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../ledger';
import type { Lang } from '../../plugins/brand';
import { promotionItem } from '../announcements';
import { PROMO_FAIL } from './failures';
import { safeHtml } from './safeHtml';

/** SPEC §5 and §9: remark 140 characters; png/jpg only, 5 MB each, at most 3. */
export const APPLY_LIMITS = {
  remarkMax: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'] as ('image/png' | 'image/jpeg')[],
} as const;

type AnnouncementRow = typeof announcements.$inferSelect;
type ActivityRow = typeof promotionActivities.$inferSelect;
type ApplicationRow = typeof promotionApplications.$inferSelect;

export interface Activity {
  row: AnnouncementRow;
  config: ActivityRow | undefined;
}

/** A promotion of the brand by id, live or not (undefined: none of this brand). */
export async function findActivity(db: Db | Tx, brandId: string, id: number): Promise<Activity | undefined> {
  const [found] = await db
    .select({ row: announcements, config: promotionActivities })
    .from(announcements)
    .leftJoin(promotionActivities, eq(promotionActivities.announcementId, announcements.id))
    .where(and(eq(announcements.id, id), eq(announcements.brandId, brandId), eq(announcements.type, 'PR')));
  return found ? { row: found.row, config: found.config ?? undefined } : undefined;
}

export type Phase = 'coming' | 'live' | 'ended';

/** Before its start, running, or past its end. */
export function phaseOf(row: AnnouncementRow, now: Date): Phase {
  if (row.startDate > now) return 'coming';
  if (!row.noExpiry && row.endDate && row.endDate < now) return 'ended';
  return 'live';
}

export function applyRules(config: ActivityRow | undefined): ActivityApplyRules {
  return {
    mode: (config?.mode ?? 'none') as ActivityApplyRules['mode'],
    ...APPLY_LIMITS,
    imageTypes: [...APPLY_LIMITS.imageTypes],
    ...(config?.rewardCents ? { reward: centsToDecimal(config.rewardCents) } : {}),
    turnover: config?.turnover ?? false,
    ...(config?.rewardValidDays ? { rewardValidDays: config.rewardValidDays } : {}),
  };
}

export const uploadUrl = (id: number) => `/wps/promotions/uploads/${id}`;

/** The applications as the API shows them, with their images' metadata (never the bytes). */
export async function applicationViews(db: Db | Tx, rows: ApplicationRow[]): Promise<ActivityApplication[]> {
  if (!rows.length) return [];
  const uploads = await db
    .select({
      id: promotionUploads.id,
      applicationId: promotionUploads.applicationId,
      contentType: promotionUploads.contentType,
      size: promotionUploads.size,
    })
    .from(promotionUploads)
    .where(
      inArray(
        promotionUploads.applicationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(promotionUploads.id);
  return rows.map((r) => ({
    id: r.id,
    activityId: r.activityId,
    remark: r.remark,
    images: uploads
      .filter((u) => u.applicationId === r.id)
      .map((u): ActivityUpload => ({
        id: u.id,
        url: uploadUrl(u.id),
        contentType: u.contentType as ActivityUpload['contentType'],
        size: u.size,
      })),
    status: r.status as ActivityApplication['status'],
    ...(r.reason ? { reason: r.reason } : {}),
    createdAt: r.createdAt.getTime(),
    ...(r.decidedAt ? { decidedAt: r.decidedAt.getTime() } : {}),
    ...(r.rewardId ? { rewardId: r.rewardId } : {}),
  }));
}

/** The member's latest application for the activity. */
export async function latestApplication(db: Db | Tx, userId: number, activityId: number) {
  const [row] = await db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.userId, userId), eq(promotionApplications.activityId, activityId)))
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .limit(1);
  return row;
}

/** SPEC §4 status: coming / closed by the dates, else by the latest application and its reward; null = may apply. */
export async function memberStatus(
  db: Db | Tx,
  phase: Phase,
  application: ApplicationRow | undefined,
  now: Date,
): Promise<ActivityStatus | null> {
  if (phase === 'coming') return 'coming';
  if (!application) return phase === 'ended' ? 'closed' : null;
  if (application.status === 'issued' && application.rewardId) {
    const [reward] = await db.select().from(rewards).where(eq(rewards.id, application.rewardId));
    if (reward?.state === 'claimed') return 'claimed';
    if (reward?.expiresAt && reward.expiresAt <= now) return 'closed';
    return 'issued';
  }
  if (application.status === 'rejected' && phase === 'ended') return 'closed';
  return application.status as ActivityStatus;
}

/** The detail screen: the promotion, its apply rules, and the signed-in member's status and latest application. */
export async function activityDetail(
  ctx: AppContext,
  brandId: string,
  lang: Lang,
  id: number,
  userId: number | undefined,
): Promise<ActivityDetail> {
  const activity = await findActivity(ctx.db, brandId, id);
  if (!activity) throw PROMO_FAIL.unknown();
  const { row, config } = activity;
  const now = ctx.clock();
  const application = userId ? await latestApplication(ctx.db, userId, id) : undefined;
  const [view] = application ? await applicationViews(ctx.db, [application]) : [];
  const promotion = promotionItem(row, lang);
  return {
    id: row.id,
    title: promotion.title,
    content: safeHtml(promotion.content),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    noExpiry: promotion.noExpiry,
    announcementImages: promotion.announcementImages,
    promoAnnouncementCategoryIds: promotion.promoAnnouncementCategoryIds,
    apply: applyRules(config),
    status: await memberStatus(ctx.db, phaseOf(row, now), application, now),
    application: view ?? null,
  };
}
