// Promotion applications in the console (issue 29): the review desk the dev tools had, for operators holding
// `promotions.review` in the application's brand. A page of applications, one with its remark and images (served
// to the console at /ops/api/promotions/uploads/:id), approve (the activity's reward, or an amount the operator
// gives when the activity has none or allows another) and reject with a reason. Each decision one audit row.
import { and, count, desc, eq } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type { OpsApplication, OpsPromotionApplicationsQuery } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { announcements, promotionActivities, promotionApplications, promotionUploads, users } from '../../db/schema';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { applicationViews } from '../promotions/activities';
import { PROMO_FAIL } from '../promotions/failures';
import { approveApplication, rejectApplication, type ApplicationRow, type ReviewHooks } from '../promotions/operator';
import { writeAudit } from './audit';
import { pagedList } from './paged';
import { brandCondition } from './scope';

const opsUploadUrl = (id: number) => `/ops/api/promotions/uploads/${id}`;

async function view(db: AppContext['db'] | Tx, row: ApplicationRow): Promise<OpsApplication> {
  const [application] = await applicationViews(db, [row]);
  const [who] = await db.select({ name: users.username }).from(users).where(eq(users.id, row.userId));
  const [what] = await db
    .select({ title: announcements.titleEn, rewardCents: promotionActivities.rewardCents })
    .from(announcements)
    .leftJoin(promotionActivities, eq(promotionActivities.announcementId, announcements.id))
    .where(eq(announcements.id, row.activityId));
  return {
    application: { ...application!, images: application!.images.map((i) => ({ ...i, url: opsUploadUrl(i.id) })) },
    brandId: row.brandId,
    account: who?.name ?? '',
    activityTitle: what?.title ?? '',
    ...(what?.rewardCents ? { activityReward: centsToDecimal(what.rewardCents) } : {}),
  };
}

export function applicationsPage(ctx: AppContext, op: OperatorPrincipal, q: OpsPromotionApplicationsQuery) {
  const where = and(
    brandCondition(op.scope, promotionApplications.brandId, q.brandId),
    q.state ? eq(promotionApplications.status, q.state) : undefined,
  );
  return pagedList<ApplicationRow, OpsApplication>(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(promotionApplications).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(promotionApplications)
        .where(where)
        .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
        .limit(limit)
        .offset(offset),
    view: (row) => view(ctx.db, row),
  });
}

export async function applicationDetail(ctx: AppContext, op: OperatorPrincipal, id: number): Promise<OpsApplication> {
  const [row] = await ctx.db.select().from(promotionApplications).where(eq(promotionApplications.id, id));
  if (!row) throw PROMO_FAIL.applicationUnknown();
  if (!inScope(op.scope, row.brandId)) throw FAIL.noPermission();
  return view(ctx.db, row);
}

function hooks(ctx: AppContext, op: OperatorPrincipal, address: string, action: string): ReviewHooks {
  return {
    check: (row) => {
      if (!inScope(op.scope, row.brandId)) throw FAIL.noPermission();
    },
    record: async (tx, before, after) =>
      writeAudit(tx, ctx.clock(), {
        operatorId: op.operator.id,
        action,
        brandId: after.brandId,
        target: `application:${after.id}`,
        before: await view(tx, before),
        after: await view(tx, after),
        address,
      }),
  };
}

export async function approveForOperator(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  amount?: string,
): Promise<OpsApplication> {
  const row = await approveApplication(ctx, id, amount, hooks(ctx, op, address, 'application.approve'));
  return view(ctx.db, row);
}

export async function rejectForOperator(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  reason: string,
): Promise<OpsApplication> {
  const row = await rejectApplication(ctx, id, reason, hooks(ctx, op, address, 'application.reject'));
  return view(ctx.db, row);
}

/** An application image of a brand the operator may review; any other id is the same 404. */
export async function uploadForOperator(ctx: AppContext, op: OperatorPrincipal, id: number) {
  const [row] = await ctx.db.select().from(promotionUploads).where(eq(promotionUploads.id, id));
  if (!row || !inScope(op.scope, row.brandId)) throw FAIL.notFound();
  return row;
}
