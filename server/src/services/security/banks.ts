// The brand's banks and e-wallets a card may be added for.
import { and, asc, eq } from 'drizzle-orm';
import type { BankListReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { banks } from '../../db/schema';

/** The brand's banks in display order. */
export async function bankList(ctx: AppContext, brandId: string): Promise<BankListReply> {
  const rows = await ctx.db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(eq(banks.brandId, brandId))
    .orderBy(asc(banks.sort), asc(banks.code));
  return { list: rows };
}

/** One bank of the brand by code, or undefined. */
export async function findBank(ctx: AppContext, brandId: string, code: string) {
  const [row] = await ctx.db
    .select({ code: banks.code, name: banks.name })
    .from(banks)
    .where(and(eq(banks.brandId, brandId), eq(banks.code, code)));
  return row;
}
