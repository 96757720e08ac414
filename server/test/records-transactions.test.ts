// The account (transaction) record: every movement of the wallet with its signed amount, reference and the ledger's
// running balance; group filters; totals; pages; and the agent view with the team's upline transfers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decimalToCents } from '@common/money';
import { addDays } from '@common/recordRange';
import type { DepositOrder, RecordTransactionsReply, WithdrawCreateReply } from '@common/generated/api';
import { auth, startServer, type TestServer } from './harness';
import { newPlayer, report, setUpline, spin, today, type Player } from './records-helpers';
import { call, member, PAY_PASSWORD, signedCallback } from './wallet-helpers';

let s: TestServer;
let outcomes: number[] = [];
beforeAll(async () => {
  s = await startServer({ spin: () => outcomes.shift() ?? 0 });
});
afterAll(() => s.close());

const cents = (m: string) => decimalToCents(m)!;
const txs = (p: Player, query: Record<string, unknown> = {}) =>
  report<RecordTransactionsReply>(s, 'transactions', p.token, { startDate: today(s), endDate: today(s), ...query });

async function allTxs(p: Player, query: Record<string, unknown> = {}) {
  const rows: RecordTransactionsReply['list'] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i += 1) {
    const r = await txs(p, { ...query, cursor });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    rows.push(...r.body.value!.list);
    cursor = r.body.value!.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return rows;
}

const transfer = (token: string, amount: string) =>
  s.inject({
    method: 'POST',
    url: '/wps/transaction/transfer/upline?brand=lucky-peso',
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    payload: { amount, paymentPassword: PAY_PASSWORD },
  });

describe('transaction record', () => {
  test('every movement, signed, with its reference and the running balance', async () => {
    const p = await newPlayer(s, { balanceCents: 100_000 });
    const m = await member(s, p.username, 'records1234!');
    const order = (
      await call<DepositOrder>(s, 'POST', '/wps/wallets/deposit?brand=lucky-peso', m.headers(), {
        channelId: 'GCASH',
        amount: '500.00',
      })
    ).body.value!;
    await call(s, 'POST', '/wps/pay/callback', {}, signedCallback(s, order));
    outcomes = [3, 0];
    await spin(s, p.token, ['10.00', '20.00']);
    const w = await call<WithdrawCreateReply>(s, 'POST', '/wps/transaction/withdraw?brand=lucky-peso', m.headers(), {
      amount: '200.00',
      bankCardId: m.cardId,
      paymentPassword: PAY_PASSWORD,
    });
    expect(w.status).toBe(200);

    const rows = await allTxs(p, { size: 2, moduleId: 'MEMTRANS3' });
    expect(rows.map((r) => [r.kind, r.group, r.amount])).toEqual([
      ['withdrawal', 'withdrawal', '-200.00'],
      ['demo-spin', 'game', '-20.00'],
      ['demo-spin', 'game', '20.00'],
      ['deposit', 'deposit', '500.00'],
      ['seed', 'other', '1000.00'],
    ]);
    expect(rows[0]!.ref).toBe(String(w.body.value!.withdrawal.id));
    expect(rows[3]!.ref).toBe(order.id);
    expect(rows[1]!.ref).toMatch(/^DEMO/);
    // The running balance: each row's balance minus its amount is the next (older) row's balance.
    expect(rows.map((r) => r.balanceAfter)).toEqual(['1300.00', '1500.00', '1520.00', '1500.00', '1000.00']);
    for (let i = 0; i + 1 < rows.length; i += 1)
      expect(cents(rows[i]!.balanceAfter!) - cents(rows[i]!.amount)).toBe(cents(rows[i + 1]!.balanceAfter!));
    expect(cents(rows[0]!.balanceAfter!)).toBe(await s.ctx.wallet.balanceCents('lucky-peso', p.id));
    expect(rows.every((r) => r.member === undefined)).toBe(true);

    const all = await txs(p);
    expect(all.body.value!.totals).toEqual({ count: 5, moneyIn: '1520.00', moneyOut: '-220.00', net: '1300.00' });
    const games = await txs(p, { group: 'game' });
    expect(games.body.value!.list.map((r) => r.amount)).toEqual(['-20.00', '20.00']);
    expect(games.body.value!.totals).toEqual({ count: 2, moneyIn: '20.00', moneyOut: '-20.00', net: '0.00' });
    expect((await txs(p, { group: 'other' })).body.value!.list.map((r) => r.kind)).toEqual(['seed']);
    expect((await txs(p, { group: 'bonus' })).body.value!.totals.count).toBe(0);
  });

  test('totals from the hourly rollup (whole-hour zone) equal the entries summed (a zone off the hour)', async () => {
    const p = await newPlayer(s, { balanceCents: 30_000 });
    outcomes = [2, 0, 1, 3];
    await spin(s, p.token, ['5.00', '7.00', '3.00', '2.50']);
    const queries = [{}, { group: 'game' }, { group: 'other' }, { group: 'deposit' }];
    const inManila = await Promise.all(queries.map(async (q) => (await txs(p, q)).body.value!.totals));
    expect(inManila[0]).toEqual({ count: 5, moneyIn: '310.00', moneyOut: '-7.00', net: '303.00' });
    const meta = s.ctx.brands.get('lucky-peso')!.brand;
    const zone = meta.timeZone;
    meta.timeZone = 'Asia/Kolkata';
    try {
      const t = today(s);
      const period = { startDate: addDays(t, -1), endDate: t };
      for (const [i, q] of queries.entries())
        expect((await txs(p, { ...period, ...q })).body.value!.totals).toEqual(inManila[i]);
    } finally {
      meta.timeZone = zone;
    }
  });

  test('the agent view adds the upline transfers of the whole team', async () => {
    const top = await newPlayer(s, { type: 1, balanceCents: 50_000 });
    const sub = await newPlayer(s, { type: 1, balanceCents: 50_000 });
    const leaf = await newPlayer(s, { balanceCents: 50_000 });
    await setUpline(s, sub.id, top.id);
    await setUpline(s, leaf.id, sub.id);
    await member(s, sub.username, 'records1234!');
    await member(s, leaf.username, 'records1234!');
    expect((await transfer(leaf.token, '100.00')).statusCode).toBe(200); // leaf → sub
    expect((await transfer(sub.token, '150.00')).statusCode).toBe(200); // sub → top
    outcomes = [];
    await spin(s, leaf.token, ['5.00']); // a bet of the team: not in the agent's view

    const mine = await allTxs(top);
    expect(mine.map((r) => [r.kind, r.amount, r.member])).toEqual([
      ['upline-transfer', '150.00', undefined],
      ['seed', '500.00', undefined],
    ]);
    expect(mine[0]!.ref).toBe(`${sub.username}>${top.username}`);

    const team = await allTxs(top, { types: 'A', size: 2 });
    // Posting order: within one txn the credit is posted after the debit, so it comes first.
    expect(team.map((r) => [r.kind, r.amount, r.member ?? 'me', r.balanceAfter ?? null])).toEqual([
      ['upline-transfer', '150.00', 'me', '650.00'],
      ['upline-transfer', '-150.00', sub.username, null],
      ['upline-transfer', '100.00', sub.username, null],
      ['upline-transfer', '-100.00', leaf.username, null],
      ['seed', '500.00', 'me', '500.00'],
    ]);
    const t = await txs(top, { types: 'A' });
    expect(t.body.value!.totals).toEqual({ count: 5, moneyIn: '750.00', moneyOut: '-250.00', net: '500.00' });
    // The middle agent sees its own downline only.
    const subView = await allTxs(sub, { types: 'A' });
    expect(subView.map((r) => r.member ?? 'me')).toEqual(['me', 'me', leaf.username, 'me']);
  });
});
