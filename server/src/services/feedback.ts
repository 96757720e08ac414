import { and, asc, eq, gt } from 'drizzle-orm';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  feedbackProblem,
  type FeedbackProblem,
} from '@common/feedbackWords';
import type { FeedbackSubmitReply } from '@common/generated/api';
import type { BrandFile } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { FEEDBACK_REPLY } from '../content/messages';
import { feedback, inboxMessages, users } from '../db/schema';
import { type ApiFailure, fail } from '../errors';
import { unreadCount } from './inbox';
import type { SessionUser } from './sessions';

/** Feedback a member may send in one hour (counted from the stored rows, so it holds across restarts). */
export const FEEDBACK_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The feedback bounds' refusals: the client words them by code, with the counts in `value`. */
function refusal(problem: FeedbackProblem): ApiFailure {
  switch (problem.kind) {
    case 'few':
      return fail('feedback.words.few', { words: problem.words, min: FEEDBACK_MIN_WORDS });
    case 'many':
      return fail('feedback.words.many', {
        words: problem.words,
        max: FEEDBACK_MAX_WORDS,
      });
    case 'chars':
      return fail('feedback.too.long', { chars: problem.chars, max: FEEDBACK_MAX_CHARS });
    case 'control':
      return fail('feedback.characters.invalid');
  }
}

/**
 * PUT /wps/feedback: checks the text (the same bounds as the screen), then in one transaction, with the member's row
 * locked so two sends at once cannot both pass the hourly limit, stores the feedback and the operator's reply as an
 * unread inbox message carrying its id. The reply's unread count updates the client's badge at once.
 */
export async function submitFeedback(
  ctx: AppContext,
  brand: BrandFile,
  session: SessionUser,
  content: string,
): Promise<FeedbackSubmitReply> {
  const problem = feedbackProblem(content);
  if (problem) throw refusal(problem);
  const userId = session.user.id;
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const since = new Date(now.getTime() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: feedback.createdAt })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)))
      .orderBy(asc(feedback.createdAt));
    if (recent.length >= FEEDBACK_PER_HOUR) {
      // The window frees up when the oldest send in it turns an hour old.
      const oldest = recent[recent.length - FEEDBACK_PER_HOUR]!.createdAt.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
      throw fail('feedback.too.often', { retryAfterSeconds });
    }
    const [row] = await tx
      .insert(feedback)
      .values({ brandId: brand.brand.id, userId, content, createdAt: now })
      .returning({ id: feedback.id });
    await tx.insert(inboxMessages).values({ userId, ...FEEDBACK_REPLY, createdAt: now, feedbackId: row!.id });
    return row!.id;
  });
  return { id, unreadCount: await unreadCount(ctx, userId) };
}
