// Idempotency by the vendor's transaction id: a call claims its (vendor, transaction id) row first, does its work
// in a savepoint, and stores the answer (the reply, or the refusal's code and value) with the row, all in one
// database transaction. A repeat finds the row and answers the same; the same id with other content is refused.
import { and, eq } from 'drizzle-orm';
import type { FailureCode } from '@common/generated/api';
import type { Db } from '../../db/client';
import { vendorTxns } from '../../db/schema';
import { ApiFailure, fail } from '../../errors';
import type { Tx } from '../ledger';
import { retryTx } from '../txRetry';

export interface CallClaim {
  vendorId: string;
  txnId: string;
  kind: 'debit' | 'credit' | 'rollback';
  userId: number;
  betTxnId?: string;
  amountCents: number;
  /** The call's content: a repeat must carry the same. */
  fingerprint: string;
  at: Date;
}

/** Refusals that may change on a retry (the debit may still be on its way): answered, not stored. */
const PASSING: ReadonlySet<string> = new Set(['vendor.bet.unknown']);

type Outcome<R> = { ok: true; reply: R } | { ok: false; code: FailureCode; value?: Record<string, unknown> };

const rowOf = (c: Pick<CallClaim, 'vendorId' | 'txnId'>) =>
  and(eq(vendorTxns.vendorId, c.vendorId), eq(vendorTxns.txnId, c.txnId));

/** Runs `work` once per (vendor, transaction id); `betNo` is stored with the row. */
export async function oncePerTxn<R extends object>(
  db: Db,
  claim: CallClaim,
  work: (tx: Tx) => Promise<{ reply: R; betNo?: string }>,
): Promise<R> {
  const outcome = await retryTx(() =>
    db.transaction(async (tx): Promise<Outcome<R>> => {
      const claimed = await tx
        .insert(vendorTxns)
        .values({
          vendorId: claim.vendorId,
          txnId: claim.txnId,
          kind: claim.kind,
          userId: claim.userId,
          betTxnId: claim.betTxnId ?? null,
          amountCents: claim.amountCents,
          fingerprint: claim.fingerprint,
          outcome: 'pending',
          createdAt: claim.at,
        })
        .onConflictDoNothing()
        .returning({ txnId: vendorTxns.txnId });
      if (claimed.length === 0) return replay<R>(tx, claim);
      try {
        const done = await tx.transaction((inner) => work(inner));
        await tx
          .update(vendorTxns)
          .set({ outcome: 'ok', reply: done.reply, betNo: done.betNo ?? null })
          .where(rowOf(claim));
        return { ok: true, reply: done.reply };
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        if (PASSING.has(error.code)) await tx.delete(vendorTxns).where(rowOf(claim));
        else
          await tx
            .update(vendorTxns)
            .set({ outcome: error.code, reply: error.value ?? null })
            .where(rowOf(claim));
        return { ok: false, code: error.code, value: error.value };
      }
    }),
  );
  if (outcome.ok) return outcome.reply;
  throw fail(outcome.code, outcome.value);
}

/** The first answer of this transaction id (its row is committed: a concurrent first try waited for it). */
async function replay<R>(tx: Tx, claim: CallClaim): Promise<Outcome<R>> {
  const [row] = await tx.select().from(vendorTxns).where(rowOf(claim));
  if (!row) throw new Error('vendor transaction row vanished');
  if (row.fingerprint !== '*' && row.fingerprint !== claim.fingerprint)
    return { ok: false, code: 'idempotency.key.reused' };
  if (row.outcome === 'ok') return { ok: true, reply: row.reply as R };
  return { ok: false, code: row.outcome as FailureCode, value: (row.reply as Record<string, unknown>) ?? undefined };
}
