// Deposit and withdrawal records: real orders and withdrawals through the wallet, then many rows for filters, totals
// over the whole period, keyset paging that stays stable while rows arrive, and the period's brand-local bounds.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@common/recordRange';
import type {
  DepositOrder,
  RecordDepositsReply,
  RecordWithdrawalsReply,
  WithdrawCreateReply,
} from '@common/generated/api';
import { depositOrders, withdrawals } from '../src/db/schema';
import { startOfDay } from '../src/services/records/reportRange';
import { startServer, type TestServer } from './harness';
import { newPlayer, report, today } from './records-helpers';
import { call, member, PAY_PASSWORD, signedCallback } from './wallet-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const day = () => today(s);

/** Every page of a report (following nextCursor), with the totals of each page. */
async function pages<R extends { list: unknown[]; nextCursor: string | null; totals: unknown }>(
  path: string,
  token: string,
  query: Record<string, unknown>,
) {
  const out: R[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i += 1) {
    const r = await report<R>(s, path, token, { startDate: day(), endDate: day(), ...query, cursor });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    out.push(r.body.value!);
    cursor = r.body.value!.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return out;
}

describe('deposit record', () => {
  test('orders made through the wallet, with their states, newest first', async () => {
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const m = await member(s, p.username, 'records1234!');
    const create = async (amount: string, channelId = 'GCASH') =>
      (await call<DepositOrder>(s, 'POST', '/wps/wallets/deposit?brand=lucky-peso', m.headers(), { channelId, amount }))
        .body.value!;
    const paid = await create('500.00');
    const failed = await create('300.00', 'MAYA');
    const open = await create('200.00');
    await call(s, 'POST', '/wps/pay/callback', {}, signedCallback(s, paid));
    await call(s, 'POST', '/wps/pay/callback', {}, signedCallback(s, failed, 'failed'));

    const [r] = await pages<RecordDepositsReply>('deposits', p.token, {});
    expect(r!.list.map((o) => [o.id, o.state])).toEqual([
      [open.id, 'pending'],
      [failed.id, 'failed'],
      [paid.id, 'paid'],
    ]);
    expect(r!.list[0]!.payUrl).toBeDefined();
    expect(r!.totals).toEqual({ count: 3, amount: '1000.00', fee: r!.totals.fee, paidCount: 1, paidAmount: '500.00' });
    const onlyPaid = await report<RecordDepositsReply>(s, 'deposits', p.token, {
      startDate: day(),
      endDate: day(),
      state: 'paid',
    });
    expect(onlyPaid.body.value!.list.map((o) => o.id)).toEqual([paid.id]);
    const maya = await report<RecordDepositsReply>(s, 'deposits', p.token, {
      startDate: day(),
      endDate: day(),
      method: 'EWALLET',
    });
    expect(maya.body.value!.totals.count).toBe(3);
    expect(
      (await report(s, 'deposits', p.token, { startDate: day(), endDate: day(), method: 'BANK' })).body.value,
    ).toMatchObject({
      list: [],
      totals: { count: 0, amount: '0.00' },
    });

    // An order left unpaid past its expiry is reported as expired.
    // (From the day it was made: 16 minutes later may be the next day in Manila.)
    const madeOn = day();
    s.clock.advance(16 * 60);
    const later = await report<RecordDepositsReply>(s, 'deposits', p.token, {
      startDate: madeOn,
      endDate: day(),
      state: 'expired',
    });
    expect(later.body.value!.list.map((o) => o.id)).toEqual([open.id]);
  });

  test('many orders: filters, totals over the period, pages stable while orders arrive', async () => {
    const p = await newPlayer(s);
    const base = startOfDay(day(), 'Asia/Manila').getTime();
    const states = ['paid', 'failed', 'expired', 'paid', 'pending'] as const;
    const row = (i: number, at: number) => ({
      id: `DREC${p.id}X${String(i).padStart(4, '0')}`,
      brandId: 'lucky-peso',
      userId: p.id,
      method: i % 2 ? 'BANK' : 'EWALLET',
      channelId: i % 2 ? 'BANK_INSTAPAY' : 'GCASH',
      channelName: i % 2 ? 'InstaPay' : 'GCash',
      amountCents: (i + 1) * 100_00,
      feeCents: i % 2 ? 10_00 : 0,
      payAmountCents: (i + 1) * 100_00 + (i % 2 ? 10_00 : 0),
      state: states[i % 5]!,
      idempotencyKey: `k${i}`,
      fingerprint: 'f',
      // Some rows share a created_at: the id breaks the tie, so no row is skipped or repeated.
      createdAt: new Date(at),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await s.ctx.db
      .insert(depositOrders)
      .values(Array.from({ length: 23 }, (_, i) => row(i, base + 60_000 + Math.floor(i / 2) * 1000)));
    // Just outside the day on either side: never in today's record.
    await s.ctx.db.insert(depositOrders).values([row(90, base - 1), row(91, base + 86_400_000)]);

    const all = await pages<RecordDepositsReply>('deposits', p.token, { size: 5 });
    expect(all).toHaveLength(5);
    const ids = all.flatMap((pg) => pg.list.map((o) => o.id));
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual([...ids].sort().reverse());
    // Totals are for the whole period on every page: Σ (i+1)·100 for i < 23 = 27,600.00; fees 11 × 10.00.
    // Paid: i % 5 in {0, 3} → i = 0, 3, 5, 8, 10, 13, 15, 18, 20, Σ (i+1)·100 = 10,100.00.
    for (const pg of all)
      expect(pg.totals).toEqual({ count: 23, amount: '27600.00', fee: '110.00', paidCount: 9, paidAmount: '10100.00' });
    const paid = await pages<RecordDepositsReply>('deposits', p.token, { state: 'paid', size: 50 });
    expect(paid[0]!.list).toHaveLength(9);
    expect(paid[0]!.totals.paidAmount).toBe(paid[0]!.totals.amount);
    const bank = await pages<RecordDepositsReply>('deposits', p.token, { method: 'BANK', state: 'failed' });
    expect(bank[0]!.list.every((o) => o.method === 'BANK' && o.state === 'failed')).toBe(true);

    // A page, then newer orders, then the next page: it continues where the first stopped.
    const first = await report<RecordDepositsReply>(s, 'deposits', p.token, {
      startDate: day(),
      endDate: day(),
      size: 5,
    });
    await s.ctx.db.insert(depositOrders).values([row(50, base + 3_600_000), row(51, base + 3_600_000)]);
    const second = await report<RecordDepositsReply>(s, 'deposits', p.token, {
      startDate: day(),
      endDate: day(),
      size: 5,
      cursor: first.body.value!.nextCursor,
    });
    expect(second.body.value!.list.map((o) => o.id)).toEqual(ids.slice(5, 10));
    expect(second.body.value!.totals.count).toBe(25);

    const yesterday = await report<RecordDepositsReply>(s, 'deposits', p.token, {
      startDate: addDays(day(), -1),
      endDate: addDays(day(), -1),
    });
    expect(yesterday.body.value!.list.map((o) => o.id)).toEqual([row(90, 0).id]);
  });
});

describe('withdrawal record', () => {
  test('a real withdrawal, then many: states, totals and pages', async () => {
    const p = await newPlayer(s, { balanceCents: 100_000 });
    const m = await member(s, p.username, 'records1234!');
    const made = await call<WithdrawCreateReply>(s, 'POST', '/wps/transaction/withdraw?brand=lucky-peso', m.headers(), {
      amount: '150.00',
      bankCardId: m.cardId,
      paymentPassword: PAY_PASSWORD,
    });
    expect(made.status).toBe(200);
    const [r] = await pages<RecordWithdrawalsReply>('withdrawals', p.token, {});
    expect(r!.list).toEqual([made.body.value!.withdrawal]);
    expect(r!.totals).toEqual({
      count: 1,
      amount: '150.00',
      paidCount: 0,
      paidAmount: '0.00',
      pendingAmount: '150.00',
    });

    const base = startOfDay(day(), 'Asia/Manila').getTime();
    const states = ['paid', 'rejected', 'pending'] as const;
    await s.ctx.db.insert(withdrawals).values(
      Array.from({ length: 12 }, (_, i) => ({
        brandId: 'lucky-peso',
        userId: p.id,
        amountCents: 100_00,
        state: states[i % 3]!,
        bankCardId: m.cardId,
        bankName: 'BDO',
        accountMasked: '**** **** 4567',
        idempotencyKey: `wrec${i}`,
        fingerprint: 'f',
        createdAt: new Date(base + 1000 * (i % 4)),
      })),
    );
    const all = await pages<RecordWithdrawalsReply>('withdrawals', p.token, { size: 5 });
    expect(all.map((pg) => pg.list.length)).toEqual([5, 5, 3]);
    expect(new Set(all.flatMap((pg) => pg.list.map((w) => w.id))).size).toBe(13);
    expect(all[2]!.totals).toEqual({
      count: 13,
      amount: '1350.00',
      paidCount: 4,
      paidAmount: '400.00',
      pendingAmount: '550.00',
    });
    const rejected = await pages<RecordWithdrawalsReply>('withdrawals', p.token, { state: 'rejected' });
    expect(rejected[0]!.list.map((w) => w.state)).toEqual(Array(4).fill('rejected'));
  });
});
