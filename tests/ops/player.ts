// The player side of the console journeys, through the /wps API as the player app calls it, on a production server:
// no dev outbox or payment simulator there, so no fresh registered players; the demo seed's funded member plays.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, type Session } from '../e2e/helpers';

/** A demo member with a balance (docs/api.md#demo-accounts); the console journeys' server is their own. */
export const MEMBER = { username: 'type0', password: 'type0pass!' };
const PAY_PASSWORD = '258147';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Signs the member in and gives them a payment password and a bank card (kept when an earlier run set them). */
export async function readyMember(request: APIRequestContext, brand: string): Promise<Session> {
  const session = await apiLogin(request, brand, MEMBER.username, MEMBER.password);
  const headers = auth(session);
  const set = (await (
    await request.put(`/wps/member/paymentPassword?brand=${brand}`, {
      headers,
      data: { newPaymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD, loginPassword: MEMBER.password },
    })
  ).json()) as Envelope<unknown>;
  if (!set.success) expect(set.code).toBe('modify.new.old.same');
  const card = { bankCode: 'BDO', accountNumber: '1029384756', paymentPassword: PAY_PASSWORD };
  const add = (await (
    await request.post(`/wps/member/bankCard?brand=${brand}`, { headers, data: { ...card, holderName: 'Demo Player' } })
  ).json()) as Envelope<unknown>;
  if (!add.success) expect(['bank.card.exists', 'bank.holder.mismatch']).toContain(add.code);
  return session;
}

/** Asks to withdraw (POST /wps/transaction/withdraw, as the withdraw screen does) and returns the new request's id. */
export async function withdraw(request: APIRequestContext, brand: string, session: Session, amount: string) {
  const info = (await (
    await request.get(`/wps/transaction/withdraw?brand=${brand}`, { headers: auth(session) })
  ).json()) as Envelope<{ bankCards: { id: number }[] }>;
  expect(info.success, JSON.stringify(info)).toBe(true);
  const reply = (await (
    await request.post(`/wps/transaction/withdraw?brand=${brand}`, {
      headers: { ...auth(session), 'Idempotency-Key': `ops-journey-${Date.now()}-${Math.random()}` },
      data: { amount, bankCardId: info.value.bankCards[0]!.id, paymentPassword: PAY_PASSWORD },
    })
  ).json()) as Envelope<{ withdrawal: { id: number } }>;
  expect(reply.success, JSON.stringify(reply)).toBe(true);
  return reply.value.withdrawal.id;
}

/** The member's withdrawal report (GET /wps/transaction/withdrawals): the request's state as the player sees it. */
export async function playerSees(request: APIRequestContext, brand: string, session: Session, id: number) {
  const list = (await (
    await request.get(`/wps/transaction/withdrawals?brand=${brand}&pageSize=50`, { headers: auth(session) })
  ).json()) as Envelope<{ list: { id: number; state: string }[] }>;
  expect(list.success, JSON.stringify(list)).toBe(true);
  return list.value.list.find((w) => w.id === id);
}
