// Deposits in the console (issue 29): look up orders, see the provider callbacks an order received (stored by
// wallet/callback.ts in payment_callbacks, each after its signature passed), and settle a stuck (pending or expired)
// order by hand. A settlement always needs four eyes: the first operator's call records the request and its reason,
// a second, different operator's call credits the member through the callback's own path (creditPaidOrder, key
// `deposit:<order id>`), so a late real callback finds the order paid and the key used: it credits nothing.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToDecimal } from '@common/money';
import type { OpsDepositOrder, OpsDepositReply, OpsDepositsQuery, OpsDepositsReply } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { depositOrders, depositSettlements, operators, paymentCallbacks, users } from '../../db/schema';
import { fail, FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { creditPaidOrder } from '../wallet/callback';
import { WALLET_FAIL } from '../wallet/failures';
import { inWalletTx } from '../wallet/txLedger';
import { writeAudit } from './audit';
import { checkSecondOperator } from './fourEyes';
import { pagedList } from './paged';
import { brandCondition, timeWindow } from './scope';

const requester = alias(operators, 'requester');
const confirmer = alias(operators, 'confirmer');

const withNames = (db: AppContext['db'] | Tx) =>
  db
    .select({
      o: depositOrders,
      account: users.username,
      s: depositSettlements,
      by: requester.username,
      second: confirmer.username,
    })
    .from(depositOrders)
    .leftJoin(users, eq(users.id, depositOrders.userId))
    .leftJoin(depositSettlements, eq(depositSettlements.orderId, depositOrders.id))
    .leftJoin(requester, eq(requester.id, depositSettlements.requestedBy))
    .leftJoin(confirmer, eq(confirmer.id, depositSettlements.confirmedBy));

type Named = Awaited<ReturnType<ReturnType<typeof withNames>['where']>>[number];

function view({ o, account, s, by, second }: Named): OpsDepositOrder {
  return {
    id: o.id,
    brandId: o.brandId,
    account: account ?? '',
    method: o.method,
    channelName: o.channelName,
    amount: centsToDecimal(o.amountCents),
    fee: centsToDecimal(o.feeCents),
    payAmount: centsToDecimal(o.payAmountCents),
    state: o.state as OpsDepositOrder['state'],
    createdAt: o.createdAt.getTime(),
    expiresAt: o.expiresAt.getTime(),
    ...(o.decidedAt ? { decidedAt: o.decidedAt.getTime() } : {}),
    ...(s
      ? {
          settlement: {
            state: s.state as 'awaiting_second' | 'done',
            reason: s.reason,
            requestedBy: by ?? '',
            requestedAt: s.requestedAt.getTime(),
            ...(second ? { confirmedBy: second } : {}),
            ...(s.confirmedAt ? { confirmedAt: s.confirmedAt.getTime() } : {}),
          },
        }
      : {}),
  };
}

async function named(db: AppContext['db'] | Tx, id: string): Promise<OpsDepositOrder | undefined> {
  const [row] = await withNames(db).where(eq(depositOrders.id, id));
  return row && view(row);
}

export function depositsPage(ctx: AppContext, op: OperatorPrincipal, q: OpsDepositsQuery): Promise<OpsDepositsReply> {
  const where = and(
    brandCondition(op.scope, depositOrders.brandId, q.brandId),
    q.account ? eq(users.username, q.account.trim()) : undefined,
    q.orderId ? eq(depositOrders.id, q.orderId) : undefined,
    q.state ? eq(depositOrders.state, q.state) : undefined,
    timeWindow(depositOrders.createdAt, q.from, q.to),
  );
  return pagedList(q, {
    count: async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(depositOrders)
          .leftJoin(users, eq(users.id, depositOrders.userId))
          .where(where)
      )[0]?.n ?? 0,
    rows: (limit, offset) =>
      withNames(ctx.db)
        .where(where)
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(limit)
        .offset(offset),
    view,
  });
}

export async function depositDetail(ctx: AppContext, op: OperatorPrincipal, id: string): Promise<OpsDepositReply> {
  const order = await named(ctx.db, id);
  if (!order) throw WALLET_FAIL.orderUnknown();
  if (!inScope(op.scope, order.brandId)) throw FAIL.noPermission();
  const rows = await ctx.db
    .select()
    .from(paymentCallbacks)
    .where(and(eq(paymentCallbacks.orderId, id), eq(paymentCallbacks.brandId, order.brandId)))
    .orderBy(asc(paymentCallbacks.receivedAt), asc(paymentCallbacks.id));
  return {
    order,
    callbacks: rows.map((c) => ({
      id: c.id,
      receivedAt: c.receivedAt.getTime(),
      outcome: c.outcome,
      payload: c.payload as Record<string, unknown>,
    })),
  };
}

/** Requests (first operator) or confirms (a second, different one) the manual settlement of a stuck order. */
export async function settleDeposit(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: string,
  reason: string,
): Promise<OpsDepositOrder> {
  await inWalletTx(ctx, async ({ tx, wallet }) => {
    const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update');
    if (!order) throw WALLET_FAIL.orderUnknown();
    if (!inScope(op.scope, order.brandId)) throw FAIL.noPermission();
    const [settlement] = await tx.select().from(depositSettlements).where(eq(depositSettlements.orderId, id));
    if (settlement?.state === 'done') return; // a repeat of the confirmed settlement
    if (order.state !== 'pending' && order.state !== 'expired') throw fail('deposit.not.stuck', { state: order.state });
    const now = ctx.clock();
    const before = (await named(tx, id))!;
    const entry = { operatorId: op.operator.id, brandId: order.brandId, target: `deposit:${id}`, before, address };
    if (!settlement) {
      await tx.insert(depositSettlements).values({
        orderId: id,
        brandId: order.brandId,
        reason: reason.trim(),
        state: 'awaiting_second',
        requestedBy: op.operator.id,
        requestedAt: now,
      });
      await writeAudit(tx, now, { ...entry, action: 'deposit.settle.request', after: (await named(tx, id))! });
      return;
    }
    checkSecondOperator(settlement.requestedBy, op.operator.id);
    await creditPaidOrder(wallet, order);
    await tx.update(depositOrders).set({ state: 'paid', decidedAt: now }).where(eq(depositOrders.id, id));
    await tx
      .update(depositSettlements)
      .set({ state: 'done', confirmedBy: op.operator.id, confirmedAt: now })
      .where(eq(depositSettlements.orderId, id));
    const after = { ...(await named(tx, id))!, confirmReason: reason.trim() };
    await writeAudit(tx, now, { ...entry, action: 'deposit.settle.confirm', after });
  });
  return (await named(ctx.db, id))!;
}
