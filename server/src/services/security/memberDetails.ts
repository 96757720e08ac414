// The member's e-mail, nickname and payee name (the real name withdrawals are paid to). The e-mail (the recovery
// address) and the payee name need the login password again and tell the owner (issue 28, finding 3).
import { and, eq, isNull } from 'drizzle-orm';
import type { MemberEmailSetBody, MemberPayeeNameSetBody } from '@common/generated/api';
import type { AppContext } from '../../context';
import { bankCards, users } from '../../db/schema';
import type { UserRow } from '../sessions';
import { noticeChange } from './changeNotice';
import { SECURITY_FAIL } from './failures';
import { withProof } from './proof';
import { emailOk, nicknameOk, personNameOk, sameName, tidy } from './rules';

/** How long after an e-mail change the old address still hears of a password recovery. */
export const EMAIL_CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;

const target = (user: UserRow, emails: (string | null)[]) => ({
  brandId: user.brandId,
  emails,
  mobileDialing: user.mobileDialing,
  mobileNum: user.mobileNum,
});

/**
 * Trimmed; refused when empty, not name@domain.tld, or 255 characters or more; then the login password. The address
 * the change replaces is kept with the time: a chain of changes within 24 hours keeps the first one, so a taker
 * cannot push the owner's address out by changing twice. The old address (and the one kept) is told.
 */
export async function setEmail(ctx: AppContext, user: UserRow, ipKey: string, body: MemberEmailSetBody) {
  const email = body.email.trim();
  if (!emailOk(email)) throw SECURITY_FAIL.emailFormat();
  const told = await withProof(ctx, { userId: user.id, ipKey }, body, 'login', () =>
    ctx.db.transaction(async (tx) => {
      const [me] = await tx
        .select({ email: users.email, previous: users.emailPrevious, changedAt: users.emailChangedAt })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!me || me.email === email) return undefined;
      const now = ctx.clock();
      const recent = me.changedAt && now.getTime() - me.changedAt.getTime() < EMAIL_CHANGE_WINDOW_MS;
      const emailPrevious = recent && me.previous ? me.previous : me.email;
      await tx.update(users).set({ email, emailPrevious, emailChangedAt: now }).where(eq(users.id, user.id));
      return [me.email, emailPrevious];
    }),
  );
  if (told) await noticeChange(ctx, target(user, told), 'email');
  return null;
}

/** Tidied; 2–20 letters, digits, spaces, _ . - */
export async function setNickname(ctx: AppContext, user: UserRow, value: string): Promise<null> {
  const nickname = tidy(value);
  if (!nicknameOk(nickname)) throw SECURITY_FAIL.nameFormat('nickname');
  await ctx.db.update(users).set({ nickname }).where(eq(users.id, user.id));
  return null;
}

/**
 * Tidied; 2–60 letters, spaces, . ' - with at least one letter; then the login password. Fixed while a card is bound
 * (every card's holder is the payee name); sending the same name again is accepted. The member's row is locked so a
 * card added at the same time cannot slip between the check and the change. The member's e-mail and mobile are told.
 */
export async function setPayeeName(ctx: AppContext, user: UserRow, ipKey: string, body: MemberPayeeNameSetBody) {
  const payeeName = tidy(body.payeeName);
  if (!personNameOk(payeeName)) throw SECURITY_FAIL.nameFormat('payeeName');
  const changed = await withProof(ctx, { userId: user.id, ipKey }, body, 'login', () =>
    ctx.db.transaction(async (tx) => {
      const [me] = await tx
        .select({ payeeName: users.payeeName, email: users.email })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const current = me?.payeeName;
      if (current && sameName(current, payeeName)) return undefined;
      const cards = await tx
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(and(eq(bankCards.userId, user.id), isNull(bankCards.removedAt)))
        .limit(1);
      if (cards.length) throw SECURITY_FAIL.payeeLocked();
      await tx.update(users).set({ payeeName }).where(eq(users.id, user.id));
      return { email: me?.email ?? null };
    }),
  );
  if (changed) await noticeChange(ctx, target(user, [changed.email]), 'payeeName');
  return null;
}
