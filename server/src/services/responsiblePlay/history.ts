// The append-only history of responsible play: this module only inserts and reads (never updates or deletes).
import { and, count, desc, eq } from 'drizzle-orm';
import type { RpHistoryEntry, RpHistoryReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { Db } from '../../db/client';
import { rpHistory } from '../../db/schema';

export type HistoryRow = typeof rpHistory.$inferInsert;
type Source = 'member' | 'registration' | 'operator';

export async function record(db: Db, row: Omit<HistoryRow, 'id' | 'source'> & { source: Source }): Promise<void> {
  await db.insert(rpHistory).values(row);
}

const money = (v: number | null) => (v === null ? {} : { amount: centsToDecimal(v) });

function entryOf(r: typeof rpHistory.$inferSelect): RpHistoryEntry {
  const session = r.key === 'session';
  return {
    id: r.id,
    at: r.at.getTime(),
    action: r.action as RpHistoryEntry['action'],
    source: r.source as RpHistoryEntry['source'],
    ...(r.key ? { key: r.key as RpHistoryEntry['key'] } : {}),
    ...(session ? {} : money(r.amountCents)),
    ...(!session && r.previousAmountCents !== null ? { previousAmount: centsToDecimal(r.previousAmountCents) } : {}),
    ...(session && r.amountCents !== null ? { minutes: r.amountCents } : {}),
    ...(r.minutes !== null ? { minutes: r.minutes } : {}),
    ...(r.duration ? { duration: r.duration as RpHistoryEntry['duration'] } : {}),
    ...(r.until ? { until: r.until.getTime() } : {}),
  };
}

/** One page of the member's history, newest first. */
export async function historyPage(
  db: Db,
  member: { id: number; brandId: string },
  pageNo = 1,
  pageSize = 20,
): Promise<RpHistoryReply> {
  const where = and(eq(rpHistory.userId, member.id), eq(rpHistory.brandId, member.brandId));
  const rows = await db
    .select()
    .from(rpHistory)
    .where(where)
    .orderBy(desc(rpHistory.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(rpHistory).where(where);
  return {
    list: rows.map(entryOf),
    pageNum: pageNo,
    totalPages: Math.ceil(Number(total?.n ?? 0) / pageSize),
  };
}
