// The console's notices, popups and banners (announcements of type PL, A, PU, B): a paged list of the brands the
// operator may manage, and create, edit, remove, each one audit row with before and after. Players read the same
// table (services/announcements.ts), so a change shows on their next request; contentChange.ts drops the caches.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  OpsAnnouncement,
  OpsAnnouncementCreateBody,
  OpsAnnouncementsQuery,
  OpsAnnouncementsReply,
} from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { announcements } from '../../db/schema';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { auditedChange, cleanTexts, writableBrand } from './contentChange';
import { pagedList } from './paged';
import { brandCondition } from './scope';

type Row = typeof announcements.$inferSelect;
const EDITABLE = ['PL', 'A', 'PU', 'B'] as const;

export function announcementView(r: Row, now: Date): OpsAnnouncement {
  const data = r.data as { link?: string };
  return {
    id: r.id,
    brandId: r.brandId,
    type: r.type as OpsAnnouncement['type'],
    titleEn: r.titleEn,
    titleTy: r.titleTy,
    contentEn: r.contentEn,
    contentTy: r.contentTy,
    startDate: r.startDate.getTime(),
    endDate: r.noExpiry || !r.endDate ? null : r.endDate.getTime(),
    sort: r.sort,
    audience: r.audience as OpsAnnouncement['audience'],
    vipMin: r.vipMin,
    vipMax: r.vipMax,
    groupName: r.groupName,
    imageUrl: (r.images as { url: string }[])[0]?.url ?? null,
    link: data.link ?? null,
    live: r.startDate <= now && (r.noExpiry || !r.endDate || r.endDate >= now),
  };
}

export function announcementsPage(
  ctx: AppContext,
  op: OperatorPrincipal,
  q: OpsAnnouncementsQuery,
): Promise<OpsAnnouncementsReply> {
  const where = and(
    brandCondition(op.scope, announcements.brandId, q.brandId),
    q.type ? eq(announcements.type, q.type) : inArray(announcements.type, [...EDITABLE]),
  );
  const now = ctx.clock();
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(announcements).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(asc(announcements.brandId), asc(announcements.type), asc(announcements.sort), asc(announcements.id))
        .limit(limit)
        .offset(offset),
    view: (r) => announcementView(r, now),
  });
}

/** The row's columns from the input; refuses a window that ends before it starts and a VIP range that is not one. */
function columns(ctx: AppContext, op: OperatorPrincipal, b: OpsAnnouncementCreateBody) {
  const brandId = writableBrand(ctx, op, b.brandId);
  if (b.endDate !== undefined && b.endDate !== null && b.endDate <= b.startDate)
    throw FAIL.fieldInvalid('endDate', 'before.start');
  const audience = b.audience ?? 'all';
  if (audience === 'vip' && (b.vipMin === undefined || b.vipMax === undefined || b.vipMin > b.vipMax))
    throw FAIL.fieldInvalid('vipMax', 'range');
  const noExpiry = b.endDate === undefined || b.endDate === null;
  return {
    brandId,
    type: b.type,
    groupName: b.type === 'B' ? (b.groupName ?? 'm_home') : '',
    ...cleanTexts(b),
    startDate: new Date(b.startDate),
    endDate: noExpiry ? null : new Date(b.endDate!),
    noExpiry,
    sort: b.sort ?? 0,
    audience,
    vipMin: audience === 'vip' ? b.vipMin! : null,
    vipMax: audience === 'vip' ? b.vipMax! : null,
    images: b.imageUrl ? [{ sequence: 1, url: b.imageUrl }] : [],
    data: b.link ? { link: b.link } : {},
  };
}

/** An editable announcement of a brand the operator may manage (404 for hot matches and promotions: not here). */
async function editable(tx: Tx, op: OperatorPrincipal, id: number): Promise<Row> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row || !(EDITABLE as readonly string[]).includes(row.type)) throw FAIL.notFound();
  if (!inScope(op.scope, row.brandId)) throw FAIL.noPermission();
  return row;
}

export function createAnnouncement(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  body: OpsAnnouncementCreateBody,
): Promise<OpsAnnouncement> {
  const values = columns(ctx, op, body);
  return auditedChange(ctx, op, address, 'announcement.create', async (tx) => {
    const [row] = await tx.insert(announcements).values(values).returning();
    const after = announcementView(row!, ctx.clock());
    return { brands: [row!.brandId], target: `announcement:${row!.id}`, before: null, after, result: after };
  });
}

export function updateAnnouncement(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  body: OpsAnnouncementCreateBody,
): Promise<OpsAnnouncement> {
  const values = columns(ctx, op, body);
  return auditedChange(ctx, op, address, 'announcement.update', async (tx) => {
    const old = await editable(tx, op, id);
    const [row] = await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning();
    const now = ctx.clock();
    const after = announcementView(row!, now);
    return {
      brands: [row!.brandId, old.brandId],
      target: `announcement:${id}`,
      before: announcementView(old, now),
      after,
      result: after,
    };
  });
}

export function deleteAnnouncement(ctx: AppContext, op: OperatorPrincipal, address: string, id: number) {
  return auditedChange(ctx, op, address, 'announcement.delete', async (tx) => {
    const old = await editable(tx, op, id);
    await tx.delete(announcements).where(eq(announcements.id, id));
    const before = announcementView(old, ctx.clock());
    return { brands: [old.brandId], target: `announcement:${id}`, before, after: null, result: null };
  });
}
