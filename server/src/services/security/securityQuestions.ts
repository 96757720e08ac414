// The brand's security questions and the member's answers (kept only as hashes of the tidied, lower-case answer).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SecurityQuestionsReply, SecurityQuestionsSetBody } from '@common/generated/api';
import type { AppContext } from '../../context';
import { securityAnswers, securityQuestions } from '../../db/schema';
import { pick, type Lang } from '../../plugins/brand';
import type { UserRow } from '../sessions';
import { SECURITY_FAIL } from './failures';
import { proveMember } from './proof';
import { answerKey, answerLengthOk, ANSWERS_REQUIRED } from './rules';

/** The brand's questions in `lang` and the ids the member has answered (never the answers). */
export async function listSecurityQuestions(
  ctx: AppContext,
  user: UserRow,
  lang: Lang,
): Promise<SecurityQuestionsReply> {
  const questions = await ctx.db
    .select()
    .from(securityQuestions)
    .where(eq(securityQuestions.brandId, user.brandId))
    .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
  const answered = await answeredIds(ctx, user.id);
  return {
    questions: questions.map((q) => ({ id: q.id, text: pick(lang, q.textEn, q.textTy) })),
    answered,
    required: ANSWERS_REQUIRED,
  };
}

export async function answeredIds(ctx: AppContext, userId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: securityAnswers.questionId })
    .from(securityAnswers)
    .where(eq(securityAnswers.userId, userId))
    .orderBy(asc(securityAnswers.questionId));
  return rows.map((r) => r.id);
}

/**
 * Replaces the member's answers. Checks in order: exactly 2 different questions, each one of the brand's, each
 * answer 2–60 characters once tidied, then the login password.
 */
export async function setSecurityAnswers(
  ctx: AppContext,
  user: UserRow,
  ipKey: string,
  body: SecurityQuestionsSetBody,
): Promise<null> {
  const ids = body.answers.map((a) => a.questionId);
  if (ids.length !== ANSWERS_REQUIRED || new Set(ids).size !== ANSWERS_REQUIRED) throw SECURITY_FAIL.answersCount();
  const known = await ctx.db
    .select({ id: securityQuestions.id })
    .from(securityQuestions)
    .where(and(eq(securityQuestions.brandId, user.brandId), inArray(securityQuestions.id, ids)));
  if (known.length !== ids.length) throw SECURITY_FAIL.questionUnknown();
  if (!body.answers.every((a) => answerLengthOk(a.answer))) throw SECURITY_FAIL.answerFormat();
  await proveMember(ctx, { userId: user.id, ipKey }, { loginPassword: body.loginPassword }, 'login');
  const now = ctx.clock();
  const rows = await Promise.all(
    body.answers.map(async (a) => ({
      userId: user.id,
      questionId: a.questionId,
      answerHash: await ctx.passwords.hash(answerKey(a.answer)),
      updatedAt: now,
    })),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(securityAnswers).where(eq(securityAnswers.userId, user.id));
    await tx.insert(securityAnswers).values(rows);
  });
  return null;
}
