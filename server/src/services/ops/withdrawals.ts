// The console's withdrawals queue: a page of the brands the operator may read, and the decisions, which move money
// only through the ledger (wallet/operator.ts) and write their audit row in the same transaction. A repeated decision
// changes nothing and so records nothing. Four eyes: at or above the brand's threshold the first approval only
// records its operator (the row stays `pending` for the player, `awaiting_second` here); another operator's pays.
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { OpsWithdrawal, OpsWithdrawalsQuery, OpsWithdrawalsReply } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { operators, users, withdrawals } from '../../db/schema';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import { decideWithdrawal } from '../wallet/operator';
import { WALLET_FAIL } from '../wallet/failures';
import { withdrawalView, type WithdrawalRow } from '../wallet/withdrawView';
import { writeAudit } from './audit';
import { checkSecondOperator, fourEyesThresholdCents } from './fourEyes';
import { pagedList } from './paged';
import { brandCondition, timeWindow } from './scope';

/** The queue's states: `pending` is a withdrawal no one approved yet, `awaiting_second` one approved once. */
function stateCondition(state: OpsWithdrawalsQuery['state']) {
  if (state === 'awaiting_second') return and(eq(withdrawals.state, 'pending'), isNotNull(withdrawals.firstApprovedBy));
  if (state === 'pending') return and(eq(withdrawals.state, 'pending'), isNull(withdrawals.firstApprovedBy));
  return state ? eq(withdrawals.state, state) : undefined;
}

function opsView(w: WithdrawalRow, account: string | null, firstApprovedBy: string | null): OpsWithdrawal {
  const view = withdrawalView(w);
  const awaiting = w.state === 'pending' && w.firstApprovedBy !== null;
  return {
    ...view,
    state: awaiting ? 'awaiting_second' : view.state,
    brandId: w.brandId,
    account: account ?? '',
    ...(firstApprovedBy ? { firstApprovedBy } : {}),
  };
}

const withNames = (ctx: AppContext) =>
  ctx.db
    .select({ w: withdrawals, account: users.username, first: operators.username })
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(operators, eq(operators.id, withdrawals.firstApprovedBy));

export function withdrawalsQueue(
  ctx: AppContext,
  op: OperatorPrincipal,
  q: OpsWithdrawalsQuery,
): Promise<OpsWithdrawalsReply> {
  const where = and(
    brandCondition(op.scope, withdrawals.brandId, q.brandId),
    stateCondition(q.state),
    timeWindow(withdrawals.createdAt, q.from, q.to),
  );
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(withdrawals).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      withNames(ctx)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(limit)
        .offset(offset),
    view: ({ w, account, first }) => opsView(w, account, first),
  });
}

async function readOne(ctx: AppContext, id: number): Promise<OpsWithdrawal> {
  const [found] = await withNames(ctx).where(eq(withdrawals.id, id));
  return opsView(found!.w, found!.account, found!.first);
}

/** Approves (`paid`, or a first approval under four eyes) or rejects a withdrawal; one audit row per change. */
export async function decideForOperator(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  decision: 'paid' | 'rejected',
  reason?: string,
): Promise<OpsWithdrawal> {
  const [known] = await ctx.db.select({ brandId: withdrawals.brandId }).from(withdrawals).where(eq(withdrawals.id, id));
  if (!known) throw WALLET_FAIL.withdrawUnknown();
  // Read before the transaction: one connection (PGlite) cannot read settings beside an open transaction.
  const threshold = await fourEyesThresholdCents(ctx, known.brandId);
  const audit = (tx: Parameters<typeof writeAudit>[0], action: string, before: WithdrawalRow, after: WithdrawalRow) =>
    writeAudit(tx, ctx.clock(), {
      operatorId: op.operator.id,
      action,
      brandId: after.brandId,
      target: `withdrawal:${after.id}`,
      before: opsView(before, null, null),
      after: opsView(after, null, null),
      address,
    });
  const row = await decideWithdrawal(ctx, id, decision, reason?.trim(), {
    check: (w) => {
      if (!inScope(op.scope, w.brandId)) throw FAIL.noPermission();
    },
    hold: async (tx, w) => {
      if (decision !== 'paid' || w.amountCents < threshold) return undefined;
      checkSecondOperator(w.firstApprovedBy, op.operator.id);
      if (w.firstApprovedBy !== null) return undefined; // the second pair of eyes: pay
      const [first] = await tx
        .update(withdrawals)
        .set({ firstApprovedBy: op.operator.id, firstApprovedAt: ctx.clock() })
        .where(eq(withdrawals.id, w.id))
        .returning();
      await audit(tx, 'withdrawal.approve.first', w, first!);
      return first;
    },
    record: (tx, before, after) =>
      audit(tx, decision === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject', before, after),
  });
  return readOne(ctx, row.id);
}
