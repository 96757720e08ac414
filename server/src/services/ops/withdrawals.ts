// The console's withdrawals queue: a page of the brands the operator may read, and the decisions, which move money
// only through the ledger (wallet/operator.ts, shared with the dev tools) and write their audit row in the same
// transaction. A repeated decision changes nothing and so records nothing.
import { and, count, desc, eq } from 'drizzle-orm';
import type { OpsWithdrawal, OpsWithdrawalsQuery, OpsWithdrawalsReply } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { users, withdrawals } from '../../db/schema';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import { decideWithdrawal } from '../wallet/operator';
import { withdrawalView } from '../wallet/withdrawView';
import { writeAudit } from './audit';
import { brandCondition, pageOf, pagesOf, timeWindow } from './scope';

export async function withdrawalsQueue(
  ctx: AppContext,
  op: OperatorPrincipal,
  q: OpsWithdrawalsQuery,
): Promise<OpsWithdrawalsReply> {
  const { pageNo, pageSize, offset } = pageOf(q);
  const where = and(
    brandCondition(op.scope, withdrawals.brandId, q.brandId),
    q.state ? eq(withdrawals.state, q.state) : undefined,
    timeWindow(withdrawals.createdAt, q.from, q.to),
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(withdrawals).where(where);
  const rows = await ctx.db
    .select({ w: withdrawals, account: users.username })
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(pageSize)
    .offset(offset);
  return {
    list: rows.map(({ w, account }) => ({ ...withdrawalView(w), brandId: w.brandId, account: account ?? '' })),
    pageNum: pageNo,
    totalPages: pagesOf(total, pageSize),
    total,
  };
}

/** Approves (`paid`) or rejects a withdrawal of a brand the operator may decide for; one audit row per change. */
export function decideForOperator(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  decision: 'paid' | 'rejected',
  reason?: string,
): Promise<OpsWithdrawal> {
  return decideWithdrawal(ctx, id, decision, reason?.trim(), {
    check: (row) => {
      if (!inScope(op.scope, row.brandId)) throw FAIL.noPermission();
    },
    record: (tx, before, after) =>
      writeAudit(tx, after.decidedAt ?? ctx.clock(), {
        operatorId: op.operator.id,
        action: decision === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject',
        brandId: after.brandId,
        target: `withdrawal:${after.id}`,
        before: withdrawalView(before),
        after: withdrawalView(after),
        address,
      }),
  });
}
