// The deposit and withdrawal records (/m/vouReport, /m/withdrawReport): the member's rows of the period, newest first,
// keyset paged on (created_at, id), with totals over the whole filtered period from one SQL aggregate.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  RecordDepositsQuery,
  RecordDepositsReply,
  RecordWithdrawalsQuery,
  RecordWithdrawalsReply,
} from '@common/generated/api';
import type { AppContext } from '../../context';
import { depositOrders, withdrawals } from '../../db/schema';
import { expireOverdue } from '../wallet/expiry';
import { orderView } from '../wallet/orderView';
import { withdrawalView } from '../wallet/withdrawView';
import { cursorNumber, decodeCursor, instant, micros } from './reportCursor';
import { countOf, DEFAULT_PAGE_SIZE, money, pageOf, sumOf } from './reportPage';
import { reportPeriod } from './reportRange';

export interface Member {
  id: number;
  brandId: string;
}

export async function depositReport(ctx: AppContext, m: Member, q: RecordDepositsQuery): Promise<RecordDepositsReply> {
  const p = reportPeriod(ctx, m.brandId, q.startDate, q.endDate);
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  const key = q.cursor ? decodeCursor('dep', q.cursor, 1) : undefined;
  await expireOverdue(ctx, ctx.db, m.id);
  const t = depositOrders;
  const where = and(
    eq(t.userId, m.id),
    eq(t.brandId, m.brandId),
    gte(t.createdAt, p.from),
    lt(t.createdAt, p.to),
    q.state ? eq(t.state, q.state) : undefined,
    q.method ? eq(t.method, q.method) : undefined,
  );
  const after = key ? sql`(${t.createdAt}, ${t.id}) < (${instant(key.micros)}, ${key.ids[0]})` : undefined;
  const [rows, [sums]] = await Promise.all([
    ctx.db
      .select({ row: t, us: micros(t.createdAt) })
      .from(t)
      .where(and(where, after))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(size + 1),
    ctx.db
      .select({
        count: countOf(),
        amount: sumOf(t.amountCents),
        fee: sumOf(t.feeCents),
        paidCount: countOf(sql`${t.state} = 'paid'`),
        paidAmount: sql<string>`coalesce(sum(${t.amountCents}) filter (where ${t.state} = 'paid'), 0)::text`,
      })
      .from(t)
      .where(where),
  ]);
  return {
    ...pageOf(
      'dep',
      rows,
      size,
      (r) => ({ micros: r.us, ids: [r.row.id] }),
      (r) => orderView(ctx, r.row),
    ),
    totals: {
      count: Number(sums!.count),
      amount: money(sums!.amount),
      fee: money(sums!.fee),
      paidCount: Number(sums!.paidCount),
      paidAmount: money(sums!.paidAmount),
    },
  };
}

export async function withdrawalReport(
  ctx: AppContext,
  m: Member,
  q: RecordWithdrawalsQuery,
): Promise<RecordWithdrawalsReply> {
  const p = reportPeriod(ctx, m.brandId, q.startDate, q.endDate);
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  const key = q.cursor ? decodeCursor('wd', q.cursor, 1) : undefined;
  const t = withdrawals;
  const where = and(
    eq(t.userId, m.id),
    eq(t.brandId, m.brandId),
    gte(t.createdAt, p.from),
    lt(t.createdAt, p.to),
    q.state ? eq(t.state, q.state) : undefined,
  );
  const after = key
    ? sql`(${t.createdAt}, ${t.id}) < (${instant(key.micros)}, ${cursorNumber(key.ids[0])})`
    : undefined;
  const [rows, [sums]] = await Promise.all([
    ctx.db
      .select({ row: t, us: micros(t.createdAt) })
      .from(t)
      .where(and(where, after))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(size + 1),
    ctx.db
      .select({
        count: countOf(),
        amount: sumOf(t.amountCents),
        paidCount: countOf(sql`${t.state} = 'paid'`),
        paidAmount: sql<string>`coalesce(sum(${t.amountCents}) filter (where ${t.state} = 'paid'), 0)::text`,
        pendingAmount: sql<string>`coalesce(sum(${t.amountCents}) filter (where ${t.state} = 'pending'), 0)::text`,
      })
      .from(t)
      .where(where),
  ]);
  return {
    ...pageOf(
      'wd',
      rows,
      size,
      (r) => ({ micros: r.us, ids: [String(r.row.id)] }),
      (r) => withdrawalView(r.row),
    ),
    totals: {
      count: Number(sums!.count),
      amount: money(sums!.amount),
      paidCount: Number(sums!.paidCount),
      paidAmount: money(sums!.paidAmount),
      pendingAmount: money(sums!.pendingAmount),
    },
  };
}
