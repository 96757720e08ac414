// The member's bank cards: list, add (the holder is the payee name), remove (soft, so records keep naming it).
// An account number binds to one member per brand unless the brand allows sharing (issue 28, finding 7).
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { BankCard, BankCardAddBody, BankCardRemoveBody, BankCardsReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { bankCards, banks, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { readSettings } from '../brandSettings';
import type { UserRow } from '../sessions';
import { findBank } from './banks';
import { noticeChange } from './changeNotice';
import { SECURITY_FAIL } from './failures';
import { proveMember } from './proof';
import { accountDigits, BANK_CARD_LIMIT, maskAccount, personNameOk, sameName, tidy } from './rules';

type CardRow = typeof bankCards.$inferSelect;

const toCard = (row: CardRow, bankName: string | null): BankCard => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName: bankName ?? row.bankCode,
  accountMasked: maskAccount(row.accountNumber),
  holderName: row.holderName,
  createdAt: row.createdAt.getTime(),
});

const live = (userId: number) => and(eq(bankCards.userId, userId), isNull(bankCards.removedAt));

/** Live cards, oldest first, with their bank's name. */
export async function listBankCards(ctx: AppContext, user: UserRow): Promise<BankCardsReply> {
  const rows = await ctx.db
    .select({ card: bankCards, bankName: banks.name })
    .from(bankCards)
    .leftJoin(banks, and(eq(banks.brandId, user.brandId), eq(banks.code, bankCards.bankCode)))
    .where(live(user.id))
    .orderBy(asc(bankCards.createdAt), asc(bankCards.id));
  return { list: rows.map((r) => toCard(r.card, r.bankName)), limit: BANK_CARD_LIMIT };
}

/** How many live cards the member holds. */
export async function liveCardCount(ctx: AppContext, userId: number): Promise<number> {
  return (await ctx.db.select({ id: bankCards.id }).from(bankCards).where(live(userId))).length;
}

/**
 * Adds a card. Checks the bank, the account number and the holder's format, then the proof, then bindCard (locked).
 * The unique index bank_cards_live is the backstop for a duplicate.
 */
export async function addBankCard(
  ctx: AppContext,
  user: UserRow,
  ipKey: string,
  body: BankCardAddBody,
): Promise<BankCard> {
  const bank = await findBank(ctx, user.brandId, body.bankCode);
  if (!bank) throw SECURITY_FAIL.bankUnknown();
  const accountNumber = accountDigits(body.accountNumber);
  if (!accountNumber) throw SECURITY_FAIL.accountFormat();
  const holder = body.holderName ? tidy(body.holderName) || undefined : undefined;
  if (holder !== undefined && !personNameOk(holder)) throw SECURITY_FAIL.nameFormat('holderName');
  await proveMember(ctx, { userId: user.id, ipKey }, body, 'either');
  return bindCard(ctx, user.id, bank, accountNumber, holder);
}

/** Whether the brand's operator lets several members bind one account number (settings.bankAccountShared). */
async function sharingAllowed(ctx: AppContext, brandId: string): Promise<boolean> {
  const file = ctx.brands.get(brandId);
  if (!file) return false;
  return (await readSettings(ctx.db, file)).settings.bankAccountShared === true;
}

/**
 * The locked step of an add (exported for the concurrency test): with the member's row locked, the holder against
 * the payee name, a card already added and the limit; the first card sets the payee name. Then, holding a
 * transaction lock on the (brand, bank, account number), another member's live card with that number: a unique
 * index cannot serve, since the operator may allow sharing, so the lock serialises two members binding it at once.
 */
export async function bindCard(
  ctx: AppContext,
  userId: number,
  bank: { code: string; name: string },
  accountNumber: string,
  holder: string | undefined,
): Promise<BankCard> {
  const [owner] = await ctx.db.select({ brandId: users.brandId }).from(users).where(eq(users.id, userId));
  const shared = owner ? await sharingAllowed(ctx, owner.brandId) : false;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [me] = await tx
        .select({ payeeName: users.payeeName, brandId: users.brandId })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const payee = me?.payeeName || undefined;
      if (payee === undefined && holder === undefined) throw SECURITY_FAIL.nameFormat('holderName');
      if (payee !== undefined && holder !== undefined && !sameName(payee, holder)) throw SECURITY_FAIL.holderMismatch();
      const cards = await tx
        .select({ bankCode: bankCards.bankCode, accountNumber: bankCards.accountNumber })
        .from(bankCards)
        .where(live(userId));
      if (cards.some((c) => c.bankCode === bank.code && c.accountNumber === accountNumber))
        throw SECURITY_FAIL.cardExists();
      if (cards.length >= BANK_CARD_LIMIT) throw SECURITY_FAIL.cardLimit();
      if (!shared && me) {
        const lockKey = `bank-account:${me.brandId}:${bank.code}:${accountNumber}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
        const held = await tx
          .select({ id: bankCards.id })
          .from(bankCards)
          .innerJoin(users, eq(users.id, bankCards.userId))
          .where(
            and(
              eq(users.brandId, me.brandId),
              eq(bankCards.bankCode, bank.code),
              eq(bankCards.accountNumber, accountNumber),
              isNull(bankCards.removedAt),
              ne(bankCards.userId, userId),
            ),
          )
          .limit(1);
        if (held.length) throw SECURITY_FAIL.accountTaken();
      }
      const holderName = payee ?? holder!;
      if (payee === undefined) await tx.update(users).set({ payeeName: holderName }).where(eq(users.id, userId));
      const [row] = await tx
        .insert(bankCards)
        .values({ userId, bankCode: bank.code, accountNumber, holderName, createdAt: ctx.clock() })
        .returning();
      return toCard(row!, bank.name);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw SECURITY_FAIL.cardExists();
    throw error;
  }
}

/** Removes one of the member's live cards: the card is checked first, then the proof; the member is told. */
export async function removeBankCard(
  ctx: AppContext,
  user: UserRow,
  ipKey: string,
  body: BankCardRemoveBody,
): Promise<null> {
  const [card] = await ctx.db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(and(eq(bankCards.id, body.id), live(user.id)));
  if (!card) throw SECURITY_FAIL.cardMissing();
  await proveMember(ctx, { userId: user.id, ipKey }, body, 'either');
  const removed = await ctx.db
    .update(bankCards)
    .set({ removedAt: ctx.clock() })
    .where(and(eq(bankCards.id, card.id), isNull(bankCards.removedAt)))
    .returning({ id: bankCards.id });
  const to = {
    brandId: user.brandId,
    emails: [user.email],
    mobileDialing: user.mobileDialing,
    mobileNum: user.mobileNum,
  };
  if (removed.length) await noticeChange(ctx, to, 'bankCardRemoved');
  return null;
}
