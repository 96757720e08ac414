// The member's e-mail, nickname and payee name (the real name withdrawals are paid to).
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bankCards, users } from '../../db/schema';
import type { UserRow } from '../sessions';
import { SECURITY_FAIL } from './failures';
import { emailOk, nicknameOk, personNameOk, sameName, tidy } from './rules';

/** Trimmed; refused when empty, not name@domain.tld, or 255 characters or more. */
export async function setEmail(ctx: AppContext, user: UserRow, value: string): Promise<null> {
  const email = value.trim();
  if (!emailOk(email)) throw SECURITY_FAIL.emailFormat();
  await ctx.db.update(users).set({ email }).where(eq(users.id, user.id));
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
 * Tidied; 2–60 letters, spaces, . ' - with at least one letter. Fixed while a card is bound (every card's holder is
 * the payee name); sending the same name again is accepted. The member's row is locked so a card added at the same
 * time cannot slip between the check and the change.
 */
export async function setPayeeName(ctx: AppContext, user: UserRow, value: string): Promise<null> {
  const payeeName = tidy(value);
  if (!personNameOk(payeeName)) throw SECURITY_FAIL.nameFormat('payeeName');
  await ctx.db.transaction(async (tx) => {
    const [me] = await tx.select({ payeeName: users.payeeName }).from(users).where(eq(users.id, user.id)).for('update');
    const current = me?.payeeName;
    if (current && sameName(current, payeeName)) return;
    const cards = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.userId, user.id), isNull(bankCards.removedAt)))
      .limit(1);
    if (cards.length) throw SECURITY_FAIL.payeeLocked();
    await tx.update(users).set({ payeeName }).where(eq(users.id, user.id));
  });
  return null;
}
