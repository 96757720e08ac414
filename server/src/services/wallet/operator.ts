// The operator's side of withdrawals (the console, services/ops/withdrawals.ts, and the dev tools' /__dev/withdrawals):
// approve pays the amount out of the pending-withdrawals account into the outside account; reject returns it to the
// member. Repeating the same decision changes nothing; the other decision is refused.
import { and, desc, eq } from 'drizzle-orm';
import type { DevWithdrawal, DevWithdrawalsReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { users, withdrawals } from '../../db/schema';
import { systemAccountId } from './accounts';
import { WALLET_FAIL } from './failures';
import { inWalletTx, type WalletTx } from './txLedger';
import { withdrawalView, type WithdrawalRow } from './withdrawView';

function devView(row: WithdrawalRow, account: string): DevWithdrawal {
  return { ...withdrawalView(row), brandId: row.brandId, account };
}

async function accountName(ctx: AppContext, userId: number): Promise<string> {
  const [u] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return u?.username ?? String(userId);
}

export async function devWithdrawals(
  ctx: AppContext,
  brandId: string,
  state: WithdrawalRow['state'] | undefined,
): Promise<DevWithdrawalsReply> {
  const rows = await ctx.db
    .select({ w: withdrawals, account: users.username })
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.userId))
    .where(and(eq(withdrawals.brandId, brandId), state ? eq(withdrawals.state, state) : undefined))
    .orderBy(desc(withdrawals.id))
    .limit(200);
  return { list: rows.map((r) => devView(r.w, r.account ?? String(r.w.userId))) };
}

/** What a caller adds inside the decision's transaction: who may decide the row, and a record of the change. */
export interface DecisionHooks {
  /** Throws when the caller may not decide this withdrawal (its brand), before anything moves. */
  check?: (row: WithdrawalRow) => void;
  /** Runs only when the decision changed the row, in the same transaction (the console's audit row). */
  record?: (tx: WalletTx['tx'], before: WithdrawalRow, after: WithdrawalRow) => Promise<void>;
}

export async function decideWithdrawal(
  ctx: AppContext,
  id: number,
  decision: 'paid' | 'rejected',
  reason?: string,
  hooks: DecisionHooks = {},
): Promise<DevWithdrawal> {
  const row = await inWalletTx(ctx, async ({ tx, ledger }) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w) throw WALLET_FAIL.withdrawUnknown();
    hooks.check?.(w);
    if (w.state === decision) return w;
    if (w.state !== 'pending') throw WALLET_FAIL.withdrawDecided(w.state);
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
    await hooks.record?.(tx, w, updated!);
    return updated!;
  });
  return devView(row, await accountName(ctx, row.userId));
}
