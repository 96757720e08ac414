// Ledger accounts of the wallet besides members and the house: the brand's pending-withdrawals account (money on its
// way out) and its outside account (money paid out). Both belong to user 0, like the house account.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import type { Tx } from '../ledger';

export type SystemAccount = 'pending-withdrawals' | 'outside';

export async function systemAccountId(db: Db | Tx, brandId: string, kind: SystemAccount, now: Date): Promise<number> {
  const where = and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, 0));
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ brandId, kind, userId: 0, createdAt: now }).onConflictDoNothing();
  const [made] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return made!.id;
}
