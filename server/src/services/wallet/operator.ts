// The operator's side of withdrawals (the console, services/ops/withdrawals.ts): approve pays the amount out of the
// pending-withdrawals account into the outside account; reject returns it to the member. Either leaves the member an
// inbox message (services/decisionInbox.ts). Repeating the same decision changes nothing; the other one is refused.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withdrawals } from '../../db/schema';
import { memberMoney, notifyDecision } from '../decisionInbox';
import { systemAccountId } from './accounts';
import { WALLET_FAIL } from './failures';
import { inWalletTx, type WalletTx } from './txLedger';
import type { WithdrawalRow } from './withdrawView';

/** What a caller adds inside the decision's transaction: who may decide the row, and a record of the change. */
export interface DecisionHooks {
  /** Throws when the caller may not decide this withdrawal (its brand), before anything moves. */
  check?: (row: WithdrawalRow) => void;
  /**
   * Runs before a pending withdrawal's money moves; a row it returns ends the decision there, nothing paid (four
   * eyes: the console's first approval of a large amount only records the operator).
   */
  hold?: (tx: WalletTx['tx'], row: WithdrawalRow) => Promise<WithdrawalRow | undefined>;
  /** Runs only when the decision changed the row, in the same transaction (the console's audit row). */
  record?: (tx: WalletTx['tx'], before: WithdrawalRow, after: WithdrawalRow) => Promise<void>;
}

export async function decideWithdrawal(
  ctx: AppContext,
  id: number,
  decision: 'paid' | 'rejected',
  reason?: string,
  hooks: DecisionHooks = {},
): Promise<WithdrawalRow> {
  return inWalletTx(ctx, async ({ tx, ledger }) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w) throw WALLET_FAIL.withdrawUnknown();
    hooks.check?.(w);
    if (w.state === decision) return w;
    if (w.state !== 'pending') throw WALLET_FAIL.withdrawDecided(w.state);
    const held = await hooks.hold?.(tx, w);
    if (held) return held;
    const now = ctx.clock();
    const pending = await systemAccountId(tx, w.brandId, 'pending-withdrawals', now);
    const to =
      decision === 'paid'
        ? await systemAccountId(tx, w.brandId, 'outside', now)
        : await ledger.accountId(w.brandId, w.userId);
    await ledger.move({
      brandId: w.brandId,
      kind: decision === 'paid' ? 'withdrawal-paid' : 'withdrawal-returned',
      ref: String(w.id),
      scope: 'system',
      idempotencyKey: `withdraw-${decision}:${w.id}`,
      fingerprint: `${decision}:${w.id}:${w.amountCents}`,
      lock: [pending],
      touches: [to],
      plan: () => ({
        postings: [
          { accountId: pending, amountCents: -w.amountCents },
          { accountId: to, amountCents: w.amountCents },
        ],
        result: { withdrawalId: w.id, decision },
      }),
    });
    const [updated] = await tx
      .update(withdrawals)
      .set({ state: decision, decidedAt: now, reason: decision === 'rejected' ? (reason ?? null) : null })
      .where(eq(withdrawals.id, w.id))
      .returning();
    // The member learns of the decision in the same transaction, only on this path (a repeat returned above).
    const amount = memberMoney(ctx, w.brandId, w.amountCents);
    if (decision === 'paid') await notifyDecision(tx, now, w.userId, 'withdrawalPaid', { amount });
    else
      await notifyDecision(tx, now, w.userId, 'withdrawalRejected', { amount, reason: updated!.reason ?? undefined });
    await hooks.record?.(tx, w, updated!);
    return updated!;
  });
}
