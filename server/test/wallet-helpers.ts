// Shared set-up of the wallet tests: members with a payment password and a bank card, signed callbacks, and the
// ledger totals the tests check after moving money.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { bankCards, ledgerEntries, users } from '../src/db/schema';
import { HOUSE_USER_ID } from '../src/services/ledger';
import { paySecret, signCallback, type CallbackFields } from '../src/services/wallet/paySecret';
import { auth, type Envelope, type TestServer } from './harness';

export const PAY_PASSWORD = '258147';

export interface TestMember {
  token: string;
  userId: number;
  cardId: number;
  headers: (key?: string) => Record<string, string>;
}

/** Signs in, sets the payment password and adds a card straight in the database (the security centre's job). */
export async function member(
  s: TestServer,
  username = 'demo',
  password = 'demo1234!',
  brand = 'lucky-peso',
): Promise<TestMember> {
  const token = await s.token(username, password, brand);
  const [u] = await s.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brand), eq(users.username, username)));
  const userId = u!.id;
  await s.ctx.db
    .update(users)
    .set({ paymentPasswordHash: await s.ctx.passwords.hash(PAY_PASSWORD) })
    .where(eq(users.id, userId));
  const [card] = await s.ctx.db
    .insert(bankCards)
    .values({
      userId,
      bankCode: 'BDO',
      accountNumber: `00123${userId}4567${Math.floor(Math.random() * 1e6)}`,
      holderName: 'Juan Dela Cruz',
      createdAt: s.ctx.clock(),
    })
    .returning({ id: bankCards.id });
  return {
    token,
    userId,
    cardId: card!.id,
    headers: (key = randomUUID()) => ({ ...auth(token), 'idempotency-key': key }),
  };
}

export async function call<T = unknown>(
  s: TestServer,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) {
  const res = await s.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, res };
}

export function signedCallback(
  s: TestServer,
  order: { id: string; payAmount: string },
  status: 'paid' | 'failed' = 'paid',
  brand = 'lucky-peso',
  over: Partial<CallbackFields> = {},
) {
  const fields: CallbackFields = {
    amount: order.payAmount,
    brand,
    nonce: randomUUID(),
    orderId: order.id,
    status,
    timestamp: String(s.ctx.clock().getTime()),
    ...over,
  };
  return { ...fields, signature: signCallback(fields, paySecret(s.ctx, brand)!) };
}

export async function balance(s: TestServer, userId: number, brand = 'lucky-peso') {
  return s.ctx.wallet.balanceCents(brand, userId);
}

/** Every ledger txn sums to zero (the list of those that do not). */
export async function unbalancedTxns(s: TestServer) {
  const rows = await s.ctx.db
    .select({ txn: ledgerEntries.txnId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.txnId);
  return rows.filter((r) => Number(r.total) !== 0);
}

/** A settled demo spin (a wager of the turnover rule): −stake then +win in one ledger txn, refused above the balance. */
export async function spin(s: TestServer, userId: number, stakeCents: number, winCents: number, key: string) {
  const wallet = await s.ctx.ledger.accountId('lucky-peso', userId);
  const house = await s.ctx.ledger.accountId('lucky-peso', HOUSE_USER_ID);
  const win = winCents
    ? [
        { accountId: house, amountCents: -winCents },
        { accountId: wallet, amountCents: winCents },
      ]
    : [];
  return s.ctx.ledger.move({
    brandId: 'lucky-peso',
    kind: 'demo-spin',
    scope: 'system',
    idempotencyKey: key,
    fingerprint: key,
    lock: [wallet],
    touches: [house],
    plan: () => ({
      postings: [
        { accountId: wallet, amountCents: -stakeCents },
        { accountId: house, amountCents: stakeCents },
        ...win,
      ],
      result: {},
    }),
  });
}

/**
 * A member of lucky-peso inserted straight into the database (the property tests make hundreds), whose login and
 * payment password hash is `hash`; under `uplineId` with transfers to it on. `card`: also a bank card.
 */
export async function insertMember(
  s: TestServer,
  name: string,
  hash: string,
  uplineId: number | null,
  card?: { accountNumber: string },
): Promise<{ id: number; cardId?: number }> {
  const [u] = await s.ctx.db
    .insert(users)
    .values({
      brandId: 'lucky-peso',
      merchantCode: 'LUCKYPESO',
      username: name,
      passwordHash: hash,
      paymentPasswordHash: hash,
      uplineId,
      toUpline: uplineId !== null,
      createdAt: s.ctx.clock(),
    })
    .returning({ id: users.id });
  if (!card) return { id: u!.id };
  const [row] = await s.ctx.db
    .insert(bankCards)
    .values({
      userId: u!.id,
      bankCode: 'BDO',
      accountNumber: card.accountNumber,
      holderName: 'Prop Test',
      createdAt: s.ctx.clock(),
    })
    .returning({ id: bankCards.id });
  return { id: u!.id, cardId: row!.id };
}
