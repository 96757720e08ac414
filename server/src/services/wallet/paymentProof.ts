// The payment password for money leaving the wallet, checked by the security centre (proveMember: one wrong-password
// count per member shared with it). The wallet answers with its own codes: payment.password.unset / .wrong
// (attemptsLeft) / .locked (429, from the 5th wrong one until 15 minutes after the last).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginFailures, users } from '../../db/schema';
import { ApiFailure } from '../../errors';
import { proveMember } from '../security/proof';
import { PROOF_FAILURE_LIMIT, PROOF_WINDOW_MS } from '../security/rules';
import { WALLET_FAIL } from './failures';

const proofKey = (userId: number) => `proof:${userId}`;

export async function paymentPasswordSet(ctx: AppContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ hash: users.paymentPasswordHash }).from(users).where(eq(users.id, userId));
  return !!row?.hash;
}

async function failures(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, proofKey(userId)));
  if (!row || row.lastAt.getTime() + PROOF_WINDOW_MS <= ctx.clock().getTime()) return { count: 0, lastAt: undefined };
  return { count: row.failures, lastAt: row.lastAt };
}

/** Seconds until the payment password may be tried again, or undefined when it is not locked. */
export async function lockedForSeconds(ctx: AppContext, userId: number): Promise<number | undefined> {
  const { count, lastAt } = await failures(ctx, userId);
  if (count < PROOF_FAILURE_LIMIT || !lastAt) return undefined;
  return Math.max(1, Math.ceil((lastAt.getTime() + PROOF_WINDOW_MS - ctx.clock().getTime()) / 1000));
}

/**
 * `ipKey` is the caller's address (Caller.ipKey) for the password guard's per-address cap. Without one, the member's
 * own key stands in: the check still counts toward the sign-in captcha and the member's lockout.
 */
export async function checkPaymentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  ipKey: string = `member:${userId}`,
): Promise<void> {
  if (!(await paymentPasswordSet(ctx, userId))) throw WALLET_FAIL.passwordUnset();
  try {
    await proveMember(ctx, { userId, ipKey }, { paymentPassword: password || '\u0000' }, 'either');
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    if (error.code === 'rate.limited') {
      throw WALLET_FAIL.passwordLocked(Number(error.value?.retryAfterSeconds ?? PROOF_WINDOW_MS / 1000));
    }
    if (error.code === 'security.proof.wrong' || error.code === 'security.proof.required') {
      const { count } = await failures(ctx, userId);
      if (count >= PROOF_FAILURE_LIMIT) throw WALLET_FAIL.passwordLocked((await lockedForSeconds(ctx, userId)) ?? 900);
      throw WALLET_FAIL.passwordWrong(PROOF_FAILURE_LIMIT - count);
    }
    throw error;
  }
}
