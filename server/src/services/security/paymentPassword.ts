// Setting and changing the 6-digit payment password (stored only as a scrypt hash).
import { eq } from 'drizzle-orm';
import type { PaymentPasswordSetBody } from '@common/generated/api';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { UserRow } from '../sessions';
import { noticeChange } from './changeNotice';
import { SECURITY_FAIL } from './failures';
import { withProof } from './proof';
import { paymentPasswordFormatOk, paymentPasswordWeak } from './rules';

/**
 * First set: proven by the login password. Change: the login password or the current payment password. The new
 * one's format and confirmation are checked first; "same as the current one" is told only after the proof.
 */
export async function setPaymentPassword(
  ctx: AppContext,
  user: UserRow,
  ipKey: string,
  body: PaymentPasswordSetBody,
): Promise<null> {
  const next = body.newPaymentPassword;
  if (!paymentPasswordFormatOk(next)) throw SECURITY_FAIL.paymentFormat();
  if (paymentPasswordWeak(next)) throw SECURITY_FAIL.paymentWeak();
  if (body.confirmPaymentPassword !== next) throw SECURITY_FAIL.confirmMismatch();
  const proof = { loginPassword: body.loginPassword, paymentPassword: body.paymentPassword };
  await withProof(ctx, { userId: user.id, ipKey }, proof, 'either', async (proven) => {
    const current = proven.paymentPasswordHash;
    const same =
      proven.by === 'payment'
        ? next === body.paymentPassword
        : current !== null && (await ctx.passwords.verify(next, current));
    if (same) throw SECURITY_FAIL.sameAsOld();
    const paymentPasswordHash = await ctx.passwords.hash(next);
    await ctx.db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
  });
  const to = {
    brandId: user.brandId,
    emails: [user.email],
    mobileDialing: user.mobileDialing,
    mobileNum: user.mobileNum,
  };
  await noticeChange(ctx, to, 'paymentPassword');
  return null;
}
