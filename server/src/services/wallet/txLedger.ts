// One wallet operation = one database transaction: the request's row and its ledger postings commit together. The
// ledger's own transaction becomes a savepoint inside it (drizzle nests transactions that way).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { Ledger, type Tx } from '../ledger';
import { retryTx } from '../txRetry';
import { Wallet } from '../wallet';

export interface WalletTx {
  tx: Tx;
  ledger: Ledger;
  wallet: Wallet;
}

/** Runs the job in one transaction, again (whole) if PostgreSQL aborted it to break a deadlock. */
export function inWalletTx<T>(ctx: AppContext, job: (w: WalletTx) => Promise<T>): Promise<T> {
  return retryTx(() =>
    ctx.db.transaction(async (tx) => {
      const ledger = new Ledger(tx as unknown as Db, ctx.clock);
      return job({ tx, ledger, wallet: new Wallet(ledger) });
    }),
  );
}

/** Serialises one member's wallet requests (row lock, taken before any ledger account: one lock order). */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
