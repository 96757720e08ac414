// Forgotten passwords: a reset link by e-mail (request, then complete with the token), or a new password set with
// an SMS code. Each revokes every session of the member.
import { and, eq, isNull } from 'drizzle-orm';
import type { MemberPasswordEmailBody, MemberPasswordPhoneBody, MemberPasswordResetBody } from '@common/generated/api';
import type { AppContext } from '../context';
import { passwordResets } from '../db/schema';
import { FAIL } from '../errors';
import { findByMobile, findByUsername, storePassword } from './accounts';
import type { Caller } from './caller';
import { addSeconds } from './clock';
import { randomToken, sha256 } from './hash';
import { publicUrl } from './messages/links';
import { EMAIL_CHANGE_WINDOW_MS } from './security/memberDetails';
import { assertNewPassword } from './passwords';
import { mobileKey } from './sms';

export const RESET_TTL_SECONDS = 3600;

/**
 * Sends a reset link when the user name and e-mail match; the same (empty) answer either way. The per-target budget
 * is keyed by name and address together: requests naming a wrong address cannot use up the owner's mails, and it
 * is charged whether or not they match, so a 429 tells nothing. Within 24 hours of an e-mail change the address it
 * replaced also matches, and gets its own link (issue 28, finding 3): whoever took a session and changed the
 * address cannot lock the owner out of recovery.
 */
export async function requestResetMail(ctx: AppContext, caller: Caller, body: MemberPasswordEmailBody): Promise<null> {
  const email = body.email.trim().toLowerCase();
  await ctx.limiter.hit('sms', `mail:${body.username.trim().toLowerCase()}:${email}`);
  const brand = caller.brand.brand;
  const user = await findByUsername(ctx, brand.id, body.username);
  if (!user || user.disabled || user.isTrial) return null;
  const now = ctx.clock();
  const current = user.email?.toLowerCase();
  const changedRecently =
    !!user.emailChangedAt && now.getTime() - user.emailChangedAt.getTime() < EMAIL_CHANGE_WINDOW_MS;
  const previous = changedRecently ? user.emailPrevious?.toLowerCase() : undefined;
  if (email !== current && email !== previous) return null;
  const base = publicUrl(ctx, brand.id);
  for (const to of new Set([current, previous])) {
    if (!to) continue;
    const token = randomToken(24);
    const link = `${base}/m/forget?resetToken=${token}&brand=${encodeURIComponent(brand.id)}`;
    // The token and its mail in one transaction; the mail goes out right after (services/messages/queue.ts).
    const queued = await ctx.db.transaction(async (tx) => {
      await tx
        .insert(passwordResets)
        .values({ tokenHash: sha256(token), userId: user.id, expiresAt: addSeconds(now, RESET_TTL_SECONDS) });
      const vars = { brand: brand.name, link };
      return ctx.messages.enqueue(tx, {
        brandId: brand.id,
        template: 'resetMail',
        lang: caller.lang ?? 'EN',
        to,
        vars,
        code: token,
      });
    });
    await ctx.messages.kick([queued]);
  }
  return null;
}

/** Completes an e-mail reset: the token is single use and valid 1 hour; a bad new password leaves it unused. */
export async function resetByToken(ctx: AppContext, body: MemberPasswordResetBody): Promise<null> {
  const { resetToken, newPassword, confirmNewPassword } = body;
  assertNewPassword(newPassword);
  if (confirmNewPassword !== undefined && confirmNewPassword !== newPassword) throw FAIL.confirmMismatch();
  const now = ctx.clock();
  const [row] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, sha256(resetToken)), isNull(passwordResets.usedAt)))
    .returning();
  if (!row || row.expiresAt <= now) throw FAIL.codeWrong();
  await storePassword(ctx, row.userId, newPassword);
  return null;
}

/** Sets the password of the member with this number, proven by an SMS code (purpose "password"). */
export async function setPasswordByPhone(
  ctx: AppContext,
  caller: Caller,
  body: MemberPasswordPhoneBody,
): Promise<null> {
  const { newPassword, mobileNum, verificationCode } = body;
  const dialing = body.countryDialingCode ?? '+63';
  assertNewPassword(newPassword);
  const brandId = caller.brand.brand.id;
  const user = await findByMobile(ctx, brandId, dialing, mobileNum);
  // Same-as-old is told only to a holder of a right code, and leaves that code valid for the retry (SPEC §8).
  await ctx.sms.verify(brandId, mobileKey(dialing, mobileNum), 'password', verificationCode, async () => {
    if (!user || user.disabled || user.isTrial) throw FAIL.codeWrong();
    if (await ctx.passwords.verify(newPassword, user.passwordHash)) throw FAIL.sameAsOld();
  });
  await storePassword(ctx, user!.id, newPassword);
  return null;
}
