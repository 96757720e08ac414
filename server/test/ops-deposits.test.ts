// Deposits in the console (issue 29): look up orders (brand, member, order id, state, time; paged), one order with the
// provider callbacks it received, and the manual settlement of a stuck order: a reason and four eyes, the credit
// through the callback's own ledger path, so a late real callback credits nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  DepositOrder,
  OpsAuditReply,
  OpsDepositOrder,
  OpsDepositReply,
  OpsDepositsReply,
  PayCallbackReply,
} from '@common/generated/api';
import { auth, type TestServer } from './harness';
import { opsCall, opsToken, startOpsServer } from './ops-helpers';
import { balance, call, signedCallback, unbalancedTxns, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
let finance: string;
let finance2: string;
beforeAll(async () => {
  ({
    s,
    m,
    tokens: [finance, finance2],
  } = await startOpsServer({ member: [], operators: ['finance', 'finance2'] }));
});
afterAll(() => s.close());

async function order(amount = '500.00') {
  const r = await call<DepositOrder>(s, 'POST', '/wps/wallets/deposit?brand=lucky-peso', m.headers(), {
    channelId: 'GCASH',
    amount,
  });
  expect(r.status).toBe(200);
  return r.body.value!;
}
const callback = (o: DepositOrder) =>
  call<PayCallbackReply>(s, 'POST', '/wps/pay/callback', {}, signedCallback(s, o, 'paid'));
const lookup = (query: string, token = finance) =>
  opsCall<OpsDepositsReply>(s, 'GET', `/ops/api/deposits?${query}`, token);
const detail = (id: string) => opsCall<OpsDepositReply>(s, 'GET', `/ops/api/deposits/${id}`, finance);
const settle = (id: string, token: string, reason = 'Paid at the provider, callback lost') =>
  opsCall<OpsDepositOrder>(s, 'POST', `/ops/api/deposits/${id}/settle`, token, { reason });

describe('lookup', () => {
  test('by brand, member, order id and state, paged on the server; a viewer may look', async () => {
    const a = await order('300.00');
    const b = await order('400.00');
    const mine = await lookup('brandId=lucky-peso&account=demo&pageSize=100');
    expect(mine.body.value!.list.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(mine.body.value!.list.find((o) => o.id === a.id)).toMatchObject({
      account: 'demo',
      amount: '300.00',
      state: 'pending',
      brandId: 'lucky-peso',
    });
    const one = await lookup(`orderId=${b.id}`);
    expect(one.body.value).toMatchObject({ total: 1, totalPages: 1 });
    expect(one.body.value!.list[0]).toMatchObject({ id: b.id, amount: '400.00' });
    const page = await lookup('brandId=lucky-peso&account=demo&pageSize=1&pageNo=2');
    expect(page.body.value).toMatchObject({ pageNum: 2, totalPages: mine.body.value!.total });
    expect(page.body.value!.list).toHaveLength(1);
    expect((await lookup(`orderId=${a.id}&state=paid`)).body.value!.total).toBe(0);
    expect((await lookup('brandId=lucky-peso&account=nobody')).body.value!.total).toBe(0);
    expect((await lookup(`orderId=${a.id}&brandId=bayani-bet`)).body.value!.total).toBe(0);
    const viewer = await lookup(`orderId=${a.id}`, await opsToken(s, 'viewer'));
    expect(viewer.body.value!.total).toBe(1);
  });

  test('one order with the callbacks it received, oldest first', async () => {
    const o = await order('250.00');
    expect((await callback(o)).body.value).toMatchObject({ accepted: true, state: 'paid' });
    expect((await callback(o)).body.value).toMatchObject({ accepted: false });
    const r = await detail(o.id);
    expect(r.body.value!.order).toMatchObject({ id: o.id, state: 'paid' });
    expect(r.body.value!.callbacks.map((c) => c.outcome)).toEqual(['accepted', 'replay']);
    expect(r.body.value!.callbacks[0]!.payload).toMatchObject({ orderId: o.id, status: 'paid' });
    const unknown = await detail('DNOSUCHORDER');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'deposit.order.unknown']);
  });
});

describe('manual settlement', () => {
  test('a request, refused to its own operator, confirmed by another; a late callback credits nothing', async () => {
    const o = await order('600.00');
    const before = await balance(s, m.userId);
    const first = await settle(o.id, finance);
    expect(first.body.value).toMatchObject({
      state: 'pending',
      settlement: { state: 'awaiting_second', requestedBy: 'finance', reason: 'Paid at the provider, callback lost' },
    });
    expect(await balance(s, m.userId)).toBe(before);
    const same = await settle(o.id, finance);
    expect([same.status, same.body.code]).toEqual([409, 'ops.four.eyes.same']);

    const done = await settle(o.id, finance2, 'Checked the provider statement');
    expect(done.body.value).toMatchObject({
      state: 'paid',
      settlement: { state: 'done', requestedBy: 'finance', confirmedBy: 'finance2' },
    });
    expect(await balance(s, m.userId)).toBe(before + 60_000);
    expect((await settle(o.id, finance2)).body.value?.state).toBe('paid');

    const late = await callback(o);
    expect(late.body.value).toMatchObject({ accepted: false, state: 'paid' });
    expect(await balance(s, m.userId)).toBe(before + 60_000);
    expect((await detail(o.id)).body.value!.callbacks.map((c) => c.outcome)).toEqual(['replay']);

    const audit = await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?brandId=lucky-peso&pageSize=100', finance);
    const rows = audit.body.value!.list.filter((r) => r.target === `deposit:${o.id}`).reverse();
    expect(rows.map((r) => [r.action, r.operator])).toEqual([
      ['deposit.settle.request', 'finance'],
      ['deposit.settle.confirm', 'finance2'],
    ]);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('an expired order can be settled; a paid one cannot', async () => {
    const o = await order('350.00');
    s.clock.advance(16 * 60);
    const a = await opsToken(s, 'finance');
    const b = await opsToken(s, 'finance2');
    // The member's read marks it expired (as the minute sweep would).
    await call(s, 'GET', `/wps/wallets/deposit/${o.id}?brand=lucky-peso`, auth(m.token));
    expect((await detail(o.id)).body.value!.order.state).toBe('expired');
    const before = await balance(s, m.userId);
    expect((await settle(o.id, a)).body.value?.settlement?.state).toBe('awaiting_second');
    expect((await settle(o.id, b)).body.value).toMatchObject({ state: 'paid' });
    expect(await balance(s, m.userId)).toBe(before + 35_000);

    const paid = await order('150.00');
    await callback(paid);
    const refused = await settle(paid.id, a);
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([
      409,
      'deposit.not.stuck',
      { state: 'paid' },
    ]);
  });
});
