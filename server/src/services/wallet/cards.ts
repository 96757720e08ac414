// The member's live bank cards, as the security centre shows them (security.api.json#/definitions/BankCard).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BankCard } from '@common/generated/api';
import type { AppContext } from '../../context';
import { bankCards, banks } from '../../db/schema';
import { maskAccount } from '../security/rules';

export async function liveCards(ctx: AppContext, brandId: string, userId: number): Promise<BankCard[]> {
  const rows = await ctx.db
    .select({
      id: bankCards.id,
      bankCode: bankCards.bankCode,
      bankName: banks.name,
      accountNumber: bankCards.accountNumber,
      holderName: bankCards.holderName,
      createdAt: bankCards.createdAt,
    })
    .from(bankCards)
    .leftJoin(banks, and(eq(banks.brandId, brandId), eq(banks.code, bankCards.bankCode)))
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
  return rows.map((r) => ({
    id: r.id,
    bankCode: r.bankCode,
    bankName: r.bankName ?? r.bankCode,
    accountMasked: maskAccount(r.accountNumber),
    holderName: r.holderName,
    createdAt: r.createdAt.getTime(),
  }));
}
