import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InboxListReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { feedback, inboxMessages } from '../db/schema';
import { FAIL } from '../errors';
import { pick, type Lang } from '../plugins/brand';

/** How many of the member's messages are unread. */
export async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)));
  return Number(row?.n ?? 0);
}

/** One page of the member's messages, newest first (an empty inbox still has one page). */
export async function inboxPage(
  ctx: AppContext,
  userId: number,
  lang: Lang,
  pageNo = 1,
  pageSize = 20,
): Promise<InboxListReply> {
  // The member's own feedback joins its reply; the user match keeps another member's text out even if an id were wrong.
  const rows = await ctx.db
    .select({ m: inboxMessages, feedback: feedback.content, feedbackAt: feedback.createdAt })
    .from(inboxMessages)
    .leftJoin(feedback, and(eq(feedback.id, inboxMessages.feedbackId), eq(feedback.userId, inboxMessages.userId)))
    .where(eq(inboxMessages.userId, userId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.userId, userId));
  return {
    list: rows.map(({ m, feedback: text, feedbackAt }) => ({
      id: m.id,
      title: pick(lang, m.titleEn, m.titleTy),
      content: pick(lang, m.contentEn, m.contentTy),
      time: m.createdAt.getTime(),
      read: m.readAt !== null,
      ...(text !== null && feedbackAt !== null ? { feedback: text, feedbackTime: feedbackAt.getTime() } : {}),
    })),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / pageSize)),
    unreadCount: await unreadCount(ctx, userId),
  };
}

/** Marks one of the member's messages read (keeping the first read time); 404 when it is not theirs. */
export async function markRead(ctx: AppContext, userId: number, id: number): Promise<{ unreadCount: number }> {
  const updated = await ctx.db
    .update(inboxMessages)
    .set({ readAt: sql`coalesce(${inboxMessages.readAt}, ${ctx.clock()})` })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
    .returning({ id: inboxMessages.id });
  if (updated.length === 0) throw FAIL.notFound();
  return { unreadCount: await unreadCount(ctx, userId) };
}
