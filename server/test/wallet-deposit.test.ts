// Deposit centre: channels per brand, orders once per Idempotency-Key, every refusal, the pending limit and expiry.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DepositMethodsReply, DepositOrder, DepositOrdersReply } from '@common/generated/api';
import { auth, startServer, type TestServer } from './harness';
import { call, member, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
beforeAll(async () => {
  s = await startServer();
  m = await member(s);
});
afterAll(() => s.close());

const create = (body: unknown, key?: string, who = m) =>
  call<DepositOrder>(s, 'POST', '/wps/wallets/deposit?brand=lucky-peso', who.headers(key), body);

describe('deposit methods', () => {
  test('per brand: channels, fees, windows and switched-off channels', async () => {
    const lucky = await call<DepositMethodsReply>(
      s,
      'GET',
      '/wps/wallets/deposit/methods?brand=lucky-peso',
      auth(m.token),
    );
    expect(lucky.status).toBe(200);
    const ids = lucky.body.value!.methods.flatMap((x) => x.channels.map((c) => c.id));
    expect(ids).toEqual(['GCASH', 'MAYA', 'BANK_INSTAPAY', 'BANK_PESONET', 'QRPH', 'USDT_TRC20']);
    expect(lucky.body.value!.orderTtlMinutes).toBe(15);
    const gcash = lucky.body.value!.methods[0]!.channels[0]!;
    expect(gcash).toMatchObject({ min: '100.00', fee: { percentBps: 0, fixed: '0.00' }, enabledNow: true });
    const pesonet = lucky.body.value!.methods.flatMap((x) => x.channels).find((c) => c.id === 'BANK_PESONET')!;
    expect(pesonet.window).toEqual({ from: '08:00', to: '17:00' });

    const perlasToken = await s.token('demo', 'demo1234!', 'perlas-play');
    const perlas = await call<DepositMethodsReply>(
      s,
      'GET',
      '/wps/wallets/deposit/methods?brand=perlas-play',
      auth(perlasToken),
    );
    const channels = perlas.body.value!.methods.flatMap((x) => x.channels);
    expect(channels.map((c) => c.id)).toEqual(['GCASH', 'MAYA', 'BANK_INSTAPAY', 'QRPH']);
    expect(channels.find((c) => c.id === 'QRPH')!.enabledNow).toBe(false);
  });
});

describe('deposit orders', () => {
  test('creates a pending order with fee and pay URL; the same key returns the same order', async () => {
    const key = 'dep-1';
    const first = await create({ channelId: 'MAYA', amount: '500.00' }, key);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      method: 'EWALLET',
      channelId: 'MAYA',
      amount: '500.00',
      fee: '7.50',
      payAmount: '507.50',
      state: 'pending',
    });
    const order = first.body.value!;
    expect(order.expiresAt - order.createdAt).toBe(15 * 60_000);
    // The simulator's link carries the owner's ticket (security round 3, finding 16).
    expect(order.payUrl).toMatch(new RegExp(`^/wps/pay/sim/${order.id}\\?brand=lucky-peso&pay=[A-Za-z0-9_-]{43}$`));
    const again = await create({ channelId: 'MAYA', amount: '500.00' }, key);
    expect(again.body.value!.id).toBe(order.id);
    const reused = await create({ channelId: 'MAYA', amount: '600.00' }, key);
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency.key.reused']);

    const read = await call<DepositOrder>(s, 'GET', `/wps/wallets/deposit/${order.id}?brand=lucky-peso`, auth(m.token));
    expect(read.body.value!.id).toBe(order.id);
    const list = await call<DepositOrdersReply>(s, 'GET', '/wps/wallets/deposits?brand=lucky-peso', auth(m.token));
    expect(list.body.value!.list[0]!.id).toBe(order.id);
  });

  test('every refusal', async () => {
    const noKey = await call(s, 'POST', '/wps/wallets/deposit?brand=lucky-peso', auth(m.token), {
      channelId: 'GCASH',
      amount: '500.00',
    });
    expect([noKey.status, noKey.body.code, noKey.body.value]).toEqual([
      400,
      'request.invalid',
      { field: 'Idempotency-Key', reason: 'required' },
    ]);
    const unknown = await create({ channelId: 'PAYPAL', amount: '500.00' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'deposit.channel.unknown']);
    const format = await create({ channelId: 'GCASH', amount: '500' });
    expect([format.status, format.body.code]).toEqual([400, 'request.invalid']);
    const low = await create({ channelId: 'GCASH', amount: '99.99' });
    expect([low.status, low.body.code, low.body.value]).toEqual([
      400,
      'deposit.amount.range',
      { min: '100.00', max: '50000.00' },
    ]);
    const perlas = await member(s, 'demo', 'demo1234!', 'perlas-play');
    const closed = await call(s, 'POST', '/wps/wallets/deposit?brand=perlas-play', perlas.headers(), {
      channelId: 'QRPH',
      amount: '500.00',
    });
    expect([closed.status, closed.body.code]).toEqual([409, 'deposit.channel.closed']);
    const other = await member(s, 'type0', 'type0pass!');
    const mine = await create({ channelId: 'GCASH', amount: '100.00' });
    const foreign = await call(
      s,
      'GET',
      `/wps/wallets/deposit/${mine.body.value!.id}?brand=lucky-peso`,
      auth(other.token),
    );
    expect([foreign.status, foreign.body.code]).toEqual([404, 'deposit.order.unknown']);
  });

  test('at most 5 unpaid orders; they expire after 15 minutes (on read and for the limit)', async () => {
    const who = await member(s, 'agent', 'agent1234!');
    const made: DepositOrder[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await create({ channelId: 'GCASH', amount: '100.00' }, undefined, who);
      expect(r.status).toBe(200);
      made.push(r.body.value!);
    }
    const sixth = await create({ channelId: 'GCASH', amount: '100.00' }, undefined, who);
    expect([sixth.status, sixth.body.code, sixth.body.value]).toEqual([409, 'deposit.pending.limit', { limit: 5 }]);
    s.clock.advance(15 * 60 + 1);
    const read = await call<DepositOrder>(
      s,
      'GET',
      `/wps/wallets/deposit/${made[0]!.id}?brand=lucky-peso`,
      auth(who.token),
    );
    expect(read.body.value).toMatchObject({ state: 'expired' });
    expect(read.body.value!.payUrl).toBeUndefined();
    const after = await create({ channelId: 'GCASH', amount: '100.00' }, undefined, who);
    expect(after.status).toBe(200);
    s.clock.advance(-(15 * 60 + 1));
  });
});
