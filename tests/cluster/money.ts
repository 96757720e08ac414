// The money calls the faults drive, as a member's app and a payment provider make them: each with its own
// Idempotency-Key (or signed callback), so a client may send it again after a 503 or a dropped connection and the
// money moves at most once. Amounts are decimal strings at the edge, centavos here.
import { randomUUID } from 'node:crypto';
import { decimalToCents } from '@common/money';
import { paySecret, signCallback, type CallbackFields } from '../../server/src/services/wallet/paySecret';
import { BRAND, call, PAY_SECRET, type InstanceName, type Reply } from './cluster';
import { PAY_PASSWORD, type Member } from './fixture';

const secret = paySecret({ production: true } as Parameters<typeof paySecret>[0], BRAND, { PAY_SECRET })!;

/** A deposit order's signed "paid" callback, as the provider sends it (the same bytes on a redelivery). */
export function paidCallback(order: { id: string; payAmount: string }) {
  const fields: CallbackFields = {
    amount: order.payAmount,
    brand: BRAND,
    nonce: randomUUID(),
    orderId: order.id,
    status: 'paid',
    timestamp: String(Date.now()),
  };
  return { ...fields, signature: signCallback(fields, secret) };
}

export const postCallback = (on: InstanceName, body: ReturnType<typeof paidCallback>, ip?: string) =>
  call<{ accepted: boolean; state: string }>(on, '/wps/pay/callback', { body, ip });

/** Each member calls from an address of its own (a phone each): the per-address limits, shared by the instances,
 * would otherwise count the whole suite as one client (60 payment-password checks a minute). */
const ipOf = (m: Member) => `10.250.${(m.userId >> 8) & 255}.${m.userId & 255}`;

export const depositOrder = (on: InstanceName, m: Member, key: string, amount = '500.00') =>
  call<{ id: string; payAmount: string; amount: string }>(on, `/wps/wallets/deposit?brand=${BRAND}`, {
    token: m.token,
    ip: ipOf(m),
    headers: { 'idempotency-key': key },
    body: { channelId: 'GCASH', amount },
  });

export const withdraw = (on: InstanceName, m: Member, key: string, amount = '100.00') =>
  call(on, `/wps/transaction/withdraw?brand=${BRAND}`, {
    token: m.token,
    ip: ipOf(m),
    headers: { 'idempotency-key': key },
    body: { amount, bankCardId: m.cardId, paymentPassword: PAY_PASSWORD },
  });

/** The demo game's launch ticket of the member's session (GET /wps/game/launch; it rides in the URL's fragment). */
export async function launchTicket(on: InstanceName, m: Member): Promise<string> {
  const r = await call<{ url: string }>(
    on,
    `/wps/game/launch?brand=${BRAND}&vendor=PG&gameId=PG_0001&nodeId=100001&showChoice=false`,
    { token: m.token, ip: ipOf(m) },
  );
  const ticket = r.body.value?.url.split('#ticket=')[1];
  if (r.status !== 200 || !ticket) throw new Error(`launch refused: ${r.status} ${r.text}`);
  return decodeURIComponent(ticket);
}

export const spin = (on: InstanceName, ticket: string, key: string, stake = '1.00') =>
  call<{ stake: string; win: string; balance: string }>(on, '/wps/game/demo/spin', {
    headers: { 'x-launch-ticket': ticket, 'idempotency-key': key },
    body: { stake },
  });

/** A spin's effect on the wallet in centavos (win − stake), from its reply. */
export const spinNet = (r: Reply<{ stake: string; win: string }>) =>
  decimalToCents(r.body.value!.win)! - decimalToCents(r.body.value!.stake)!;

export const cents = (amount: string) => decimalToCents(amount)!;
