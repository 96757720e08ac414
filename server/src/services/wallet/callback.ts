// The provider's signed callback: its signature checked before anything is written (an unsigned flood writes no
// row; the route's rate limit caps it), then logged in payment_callbacks and applied at most once per order. `paid`
// credits the member through the ledger (key deposit:<orderId>); `failed` closes the order. A replay, a wrong
// signature, a stale timestamp, an amount mismatch or a closed order credits nothing.
import { and, eq } from 'drizzle-orm';
import { decimalToCents } from '@common/money';
import type { PayCallbackBody, PayCallbackReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { depositOrders, paymentCallbacks } from '../../db/schema';
import { FAIL } from '../../errors';
import type { Tx } from '../ledger';
import type { Wallet } from '../wallet';
import { WALLET_FAIL } from './failures';
import { paySecret, signatureOk, type CallbackFields } from './paySecret';
import { inWalletTx } from './txLedger';

export const CALLBACK_WINDOW_MS = 15 * 60 * 1000;

async function log(db: AppContext['db'] | Tx, now: Date, body: PayCallbackBody, outcome: string) {
  await db.insert(paymentCallbacks).values({
    brandId: body.brand,
    orderId: body.orderId,
    payload: { ...body },
    outcome,
    receivedAt: now,
  });
}

/**
 * Credits a paid order's amount to its member: the one path of a paid deposit, the provider's callback or an
 * operator's manual settlement (services/ops/deposits.ts). One key per order, so the order credits at most once.
 */
export async function creditPaidOrder(wallet: Wallet, order: typeof depositOrders.$inferSelect): Promise<void> {
  await wallet.credit({
    brandId: order.brandId,
    userId: order.userId,
    cents: order.amountCents,
    kind: 'deposit',
    ref: order.id,
    key: `deposit:${order.id}`,
  });
}

export async function handleCallback(ctx: AppContext, body: PayCallbackBody): Promise<PayCallbackReply> {
  const now = ctx.clock();
  const fields: CallbackFields = {
    amount: body.amount,
    brand: body.brand,
    nonce: body.nonce,
    orderId: body.orderId,
    status: body.status,
    timestamp: body.timestamp,
  };
  const secret = ctx.brands.has(body.brand) ? paySecret(ctx, body.brand) : undefined;
  if (!secret || !signatureOk(fields, body.signature, secret)) throw WALLET_FAIL.signatureInvalid();
  const at = /^[0-9]{1,15}$/.test(body.timestamp) ? Number(body.timestamp) : NaN;
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > CALLBACK_WINDOW_MS) {
    await log(ctx.db, now, body, 'timestamp');
    throw WALLET_FAIL.timestampInvalid();
  }
  if ((body.status !== 'paid' && body.status !== 'failed') || !body.nonce) {
    await log(ctx.db, now, body, 'invalid');
    throw FAIL.fieldInvalid('status', 'paid or failed');
  }
  return inWalletTx(ctx, async ({ tx, wallet }) => {
    const done = async (accepted: boolean, state: string, outcome: string) => {
      await log(tx, now, body, outcome);
      return { accepted, state };
    };
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.id, body.orderId), eq(depositOrders.brandId, body.brand)))
      .for('update');
    if (!order) return done(false, 'unknown', 'unknown-order');
    if (order.state !== 'pending') return done(false, order.state, 'replay');
    if (order.expiresAt.getTime() <= now.getTime()) {
      await tx.update(depositOrders).set({ state: 'expired', decidedAt: now }).where(eq(depositOrders.id, order.id));
      return done(false, 'expired', 'expired');
    }
    if (decimalToCents(body.amount) !== order.payAmountCents) return done(false, order.state, 'amount-mismatch');
    if (body.status === 'paid') await creditPaidOrder(wallet, order);
    const state = body.status;
    await tx.update(depositOrders).set({ state, decidedAt: now }).where(eq(depositOrders.id, order.id));
    return done(true, state, 'accepted');
  });
}
