// The turnover rule (docs/wallet.md): every bonus (ledger kinds "bonus" and "reward") must be wagered once before
// it can leave; stakes of the demo game and of the vendor feed count as wagers; deposits need none.
// withdrawable = max(0, balance − remaining turnover).
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTxns } from '../../db/schema';
import type { Tx } from '../ledger';

export const BONUS_KINDS = ['bonus', 'reward'];
export const WAGER_KINDS = ['demo-spin', 'feed-bet'];

async function sumFor(db: Db | Tx, accountId: number, kinds: string[], sign: 'in' | 'out'): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerTxns.kind, kinds),
        sign === 'in' ? gt(ledgerEntries.amountCents, 0) : lt(ledgerEntries.amountCents, 0),
      ),
    );
  return Math.abs(Number(row?.total ?? 0));
}

/** Bonus centavos still to be wagered. */
export async function turnoverRemainingCents(db: Db | Tx, walletAccountId: number): Promise<number> {
  const [bonus, wagered] = await Promise.all([
    sumFor(db, walletAccountId, BONUS_KINDS, 'in'),
    sumFor(db, walletAccountId, WAGER_KINDS, 'out'),
  ]);
  return Math.max(0, bonus - wagered);
}

export const withdrawableCents = (balance: number, remaining: number) => Math.max(0, balance - remaining);
