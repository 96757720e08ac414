// Manual adjustments (issue 29): an operator credits or debits a member's balance with a reason, once per client
// Idempotency-Key, through the ledger (kind `adjustment`, key `adjustment:<id>`, so the money moves once whatever
// retries or races). A debit never takes the balance below zero (the wallet refuses it). At or above the brand's
// four-eyes threshold the adjustment waits for a second, different operator. Each change one audit row.
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToDecimal } from '@common/money';
import type {
  OpsAdjustment,
  OpsAdjustmentCreateBody,
  OpsAdjustmentsQuery,
  OpsAdjustmentsReply,
} from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { operators, opsAdjustments, users } from '../../db/schema';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import { memberMoney, notifyDecision } from '../decisionInbox';
import type { Tx } from '../ledger';
import { parseAmount, requireKey } from '../wallet/amounts';
import { WALLET_FAIL } from '../wallet/failures';
import { inWalletTx, type WalletTx } from '../wallet/txLedger';
import { writeAudit } from './audit';
import { checkSecondOperator, fourEyesThresholdCents } from './fourEyes';
import { pagedList } from './paged';
import { brandCondition } from './scope';

type AdjustmentRow = typeof opsAdjustments.$inferSelect;

const requester = alias(operators, 'requester');
const confirmer = alias(operators, 'confirmer');

const withNames = (db: AppContext['db'] | Tx) =>
  db
    .select({ a: opsAdjustments, account: users.username, by: requester.username, second: confirmer.username })
    .from(opsAdjustments)
    .leftJoin(users, eq(users.id, opsAdjustments.userId))
    .leftJoin(requester, eq(requester.id, opsAdjustments.requestedBy))
    .leftJoin(confirmer, eq(confirmer.id, opsAdjustments.confirmedBy));

type Named = { a: AdjustmentRow; account: string | null; by: string | null; second: string | null };

function view({ a, account, by, second }: Named): OpsAdjustment {
  return {
    id: a.id,
    brandId: a.brandId,
    account: account ?? '',
    amount: centsToDecimal(a.amountCents),
    reason: a.reason,
    state: a.state as OpsAdjustment['state'],
    requestedBy: by ?? '',
    requestedAt: a.requestedAt.getTime(),
    ...(second ? { confirmedBy: second } : {}),
    ...(a.confirmedAt ? { confirmedAt: a.confirmedAt.getTime() } : {}),
  };
}

async function named(db: AppContext['db'] | Tx, id: number): Promise<OpsAdjustment> {
  const [row] = await withNames(db).where(eq(opsAdjustments.id, id));
  return view(row!);
}

export function adjustmentsPage(ctx: AppContext, op: OperatorPrincipal, q: OpsAdjustmentsQuery) {
  const where = and(
    brandCondition(op.scope, opsAdjustments.brandId, q.brandId),
    q.state ? eq(opsAdjustments.state, q.state) : undefined,
  );
  return pagedList<Named, OpsAdjustment>(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(opsAdjustments).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      withNames(ctx.db)
        .where(where)
        .orderBy(desc(opsAdjustments.requestedAt), desc(opsAdjustments.id))
        .limit(limit)
        .offset(offset),
    view,
  }) satisfies Promise<OpsAdjustmentsReply>;
}

/**
 * The ledger movement of an adjustment: one key per adjustment, so a retry or a race moves the money once. The
 * member's inbox message goes with it: callers reach here only on the path that moves the money.
 */
async function move(ctx: AppContext, { wallet, tx }: WalletTx, a: AdjustmentRow): Promise<void> {
  const movement = {
    brandId: a.brandId,
    userId: a.userId,
    cents: Math.abs(a.amountCents),
    kind: 'adjustment',
    key: `adjustment:${a.id}`,
  };
  await (a.amountCents > 0 ? wallet.credit(movement) : wallet.debit(movement));
  const text = { amount: memberMoney(ctx, a.brandId, a.amountCents), reason: a.reason };
  await notifyDecision(tx, ctx.clock(), a.userId, a.amountCents > 0 ? 'adjustmentCredit' : 'adjustmentDebit', text);
}

export async function createAdjustment(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  body: OpsAdjustmentCreateBody,
  keyHeader: string | string[] | undefined,
): Promise<OpsAdjustment> {
  const key = requireKey(keyHeader ?? body.idempotencyKey);
  if (!inScope(op.scope, body.brandId)) throw FAIL.noPermission();
  const cents = parseAmount(body.amount);
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, body.brandId), eq(users.username, body.account.trim())));
  if (!member) throw FAIL.notFound();
  const amountCents = body.direction === 'credit' ? cents : -cents;
  const fingerprint = `${member.id}:${amountCents}`;
  const threshold = await fourEyesThresholdCents(ctx, body.brandId);
  const id = await inWalletTx(ctx, async (w) => {
    const now = ctx.clock();
    const state = cents >= threshold ? 'awaiting_second' : 'done';
    const [made] = await w.tx
      .insert(opsAdjustments)
      .values({
        brandId: body.brandId,
        userId: member.id,
        amountCents,
        reason: body.reason.trim(),
        idempotencyKey: key,
        fingerprint,
        state,
        requestedBy: op.operator.id,
        requestedAt: now,
        ...(state === 'done' ? { confirmedAt: now } : {}),
      })
      // A retry, or a race with the same key (PostgreSQL waits for the first to commit): the first one answers.
      .onConflictDoNothing()
      .returning();
    if (!made) {
      const [previous] = await w.tx
        .select()
        .from(opsAdjustments)
        .where(and(eq(opsAdjustments.brandId, body.brandId), eq(opsAdjustments.idempotencyKey, key)));
      if (!previous || previous.fingerprint !== fingerprint) throw WALLET_FAIL.keyReused();
      return previous.id;
    }
    if (state === 'done') await move(ctx, w, made);
    await writeAudit(w.tx, now, {
      operatorId: op.operator.id,
      action: state === 'done' ? 'adjustment.make' : 'adjustment.request',
      brandId: made.brandId,
      target: `adjustment:${made.id}`,
      before: null,
      after: await named(w.tx, made.id),
      address,
    });
    return made.id;
  });
  return named(ctx.db, id);
}

/** The second operator's confirmation of an adjustment at or above the threshold: the money moves now. */
export async function confirmAdjustment(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
): Promise<OpsAdjustment> {
  await inWalletTx(ctx, async (w) => {
    const [a] = await w.tx.select().from(opsAdjustments).where(eq(opsAdjustments.id, id)).for('update');
    if (!a) throw FAIL.notFound();
    if (!inScope(op.scope, a.brandId)) throw FAIL.noPermission();
    if (a.state === 'done') return;
    checkSecondOperator(a.requestedBy, op.operator.id);
    await move(ctx, w, a);
    const now = ctx.clock();
    const before = await named(w.tx, a.id);
    await w.tx
      .update(opsAdjustments)
      .set({ state: 'done', confirmedBy: op.operator.id, confirmedAt: now })
      .where(eq(opsAdjustments.id, a.id));
    await writeAudit(w.tx, now, {
      operatorId: op.operator.id,
      action: 'adjustment.confirm',
      brandId: a.brandId,
      target: `adjustment:${a.id}`,
      before,
      after: await named(w.tx, a.id),
      address,
    });
  });
  return named(ctx.db, id);
}
