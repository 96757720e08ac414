// The payment-provider simulator of the dev tools: a plain HTML page (no script, so the CSP stays as it is) whose
// Pay and Cancel buttons post back here; the server then sends the provider's signed callback to its own
// POST /wps/pay/callback and redirects the member to the deposit centre.
//
// Only the order's owner may open it: the app reaches it by a plain link (no Authorization header travels with a
// navigation, and sessions are not cookies), so the pay URL the owner's own order replies carry holds `pay`, a MAC of
// the order and its owner. Without it (or with another order's) the page and the submit answer 404 and pay nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { depositOrders } from '../../db/schema';
import { WALLET_FAIL } from './failures';
import { paySecret, signCallback, type CallbackFields } from './paySecret';
import type { OrderRow } from './orderView';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Per process: a restart only invalidates open simulator links of the dev tools. */
const SIM_KEY = randomBytes(32);

/** The `pay` value of an order's simulator URL, bound to the order and its owner (orderView.ts puts it in payUrl). */
export const simTicket = (row: Pick<OrderRow, 'id' | 'userId'>) =>
  createHmac('sha256', SIM_KEY).update(`${row.id}|${row.userId}`).digest('base64url');

/** The order, when `pay` is its owner's ticket; else 404, as for an order that does not exist. */
export async function simOrder(ctx: AppContext, orderId: string, pay: string | undefined): Promise<OrderRow> {
  const [row] = await ctx.db.select().from(depositOrders).where(eq(depositOrders.id, orderId));
  const given = Buffer.from(pay ?? '');
  const expected = row ? Buffer.from(simTicket(row)) : Buffer.alloc(0);
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) throw WALLET_FAIL.orderUnknown();
  return row;
}

export function simPage(row: OrderRow, now: Date): string {
  const id = esc(row.id);
  const action = `/wps/pay/sim/${encodeURIComponent(row.id)}?brand=${encodeURIComponent(row.brandId)}&pay=${simTicket(row)}`;
  const open = row.state === 'pending' && row.expiresAt.getTime() > now.getTime();
  const buttons = open
    ? `<button type="submit" name="action" value="pay">Pay ₱${centsToDecimal(row.payAmountCents)}</button>
      <button type="submit" name="action" value="cancel">Cancel</button>`
    : `<p role="status">This order is ${esc(row.state === 'pending' ? 'expired' : row.state)}.</p>
      <button type="submit" name="action" value="cancel">Back to the shop</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment simulator</title></head>
<body><main>
<h1>Payment simulator</h1>
<p>Test provider page of the reference server: no real money moves.</p>
<dl>
  <dt>Order</dt><dd>${id}</dd>
  <dt>Channel</dt><dd>${esc(row.channelName)}</dd>
  <dt>Amount</dt><dd>₱${centsToDecimal(row.amountCents)}</dd>
  <dt>Fee</dt><dd>₱${centsToDecimal(row.feeCents)}</dd>
  <dt>To pay</dt><dd>₱${centsToDecimal(row.payAmountCents)}</dd>
</dl>
<form method="post" action="${esc(action)}">
  ${buttons}
</form>
</main></body></html>`;
}

/** Signs the callback for the order and delivers it over HTTP to this server (injected when it is not listening). */
export async function sendSimCallback(
  app: FastifyInstance,
  ctx: AppContext,
  row: OrderRow,
  status: 'paid' | 'failed',
): Promise<void> {
  const secret = paySecret(ctx, row.brandId);
  if (!secret || row.state !== 'pending') return;
  const fields: CallbackFields = {
    amount: centsToDecimal(row.payAmountCents),
    brand: row.brandId,
    nonce: randomBytes(12).toString('hex'),
    orderId: row.id,
    status,
    timestamp: String(ctx.clock().getTime()),
  };
  const payload = { ...fields, signature: signCallback(fields, secret) };
  const address = app.server.listening ? app.server.address() : null;
  if (address && typeof address === 'object') {
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const local = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
    await fetch(`http://${local}:${address.port}/wps/pay/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return;
  }
  await app.inject({ method: 'POST', url: '/wps/pay/callback', payload });
}
