// The payment simulator and the signed callback: credits once per order, and every signed refusal credits nothing
// but is logged in payment_callbacks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DepositOrder, PayCallbackReply } from '@common/generated/api';
import { paymentCallbacks } from '../src/db/schema';
import { auth, startServer, type TestServer } from './harness';
import { balance, call, member, signedCallback, unbalancedTxns, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
beforeAll(async () => {
  s = await startServer();
  m = await member(s);
});
afterAll(() => s.close());

async function order(amount = '500.00', channelId = 'GCASH') {
  const r = await call<DepositOrder>(s, 'POST', '/wps/wallets/deposit?brand=lucky-peso', m.headers(), {
    channelId,
    amount,
  });
  expect(r.status).toBe(200);
  return r.body.value!;
}
const post = (payload: unknown) => call<PayCallbackReply>(s, 'POST', '/wps/pay/callback', {}, payload);
const logged = async (orderId: string) =>
  (await s.ctx.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId))).map((r) => r.outcome);

describe('simulator', () => {
  test('the page is plain HTML without script; Pay credits once and redirects to the deposit centre', async () => {
    const o = await order();
    const page = await s.inject({ url: o.payUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(o.id);
    expect(page.body).not.toContain('<script');
    const before = await balance(s, m.userId);
    const pay = await s.inject({
      method: 'POST',
      url: o.payUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/m/voucherCenter?order=${o.id}&brand=lucky-peso`);
    expect((await balance(s, m.userId)) - before).toBe(50_000);
    const read = await call<DepositOrder>(s, 'GET', `/wps/wallets/deposit/${o.id}?brand=lucky-peso`, auth(m.token));
    expect(read.body.value!.state).toBe('paid');
    // pressing Pay again (a replayed callback) changes nothing
    await s.inject({ method: 'POST', url: o.payUrl!, payload: { action: 'pay' } });
    expect((await balance(s, m.userId)) - before).toBe(50_000);
  });

  test('Cancel fails the order without money', async () => {
    const o = await order();
    const before = await balance(s, m.userId);
    const r = await s.inject({ method: 'POST', url: o.payUrl!, payload: { action: 'cancel' } });
    expect(r.statusCode).toBe(303);
    const read = await call<DepositOrder>(s, 'GET', `/wps/wallets/deposit/${o.id}?brand=lucky-peso`, auth(m.token));
    expect(read.body.value!.state).toBe('failed');
    expect(await balance(s, m.userId)).toBe(before);
  });

  test('unknown order: 404', async () => {
    const r = await s.inject({ url: '/wps/pay/sim/DNOPE' });
    expect(r.statusCode).toBe(404);
  });
});

describe('callback', () => {
  test('accepted once; a replay, a wrong signature, a stale timestamp and an amount mismatch credit nothing', async () => {
    const o = await order('300.00', 'MAYA');
    const before = await balance(s, m.userId);
    const wrongSig = await post({ ...signedCallback(s, o), signature: 'a'.repeat(64) });
    expect([wrongSig.status, wrongSig.body.code]).toEqual([401, 'pay.signature.invalid']);
    const otherBrand = await post(signedCallback(s, o, 'paid', 'no-such-brand'));
    expect(otherBrand.status).toBe(401);
    const stale = await post(
      signedCallback(s, o, 'paid', 'lucky-peso', { timestamp: String(Date.now() - 16 * 60_000) }),
    );
    expect([stale.status, stale.body.code]).toEqual([400, 'pay.timestamp.invalid']);
    const mismatch = await post(signedCallback(s, { id: o.id, payAmount: o.amount }));
    expect(mismatch.body.value).toEqual({ accepted: false, state: 'pending' });
    expect(await balance(s, m.userId)).toBe(before);

    const ok = await post(signedCallback(s, o));
    expect(ok.body.value).toEqual({ accepted: true, state: 'paid' });
    expect((await balance(s, m.userId)) - before).toBe(30_000);
    const replay = await post(signedCallback(s, o));
    expect(replay.body.value).toEqual({ accepted: false, state: 'paid' });
    const late = await post(signedCallback(s, o, 'failed'));
    expect(late.body.value).toEqual({ accepted: false, state: 'paid' });
    expect((await balance(s, m.userId)) - before).toBe(30_000);
    // The two wrong signatures wrote nothing (security round 3, finding 15).
    expect(await logged(o.id)).toEqual(['timestamp', 'amount-mismatch', 'accepted', 'replay', 'replay']);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('a form-encoded callback works too; an expired order is closed', async () => {
    const o = await order();
    s.clock.advance(15 * 60 + 1);
    const fields = signedCallback(s, o);
    const r = await s.inject({
      method: 'POST',
      url: '/wps/pay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    s.clock.advance(-(15 * 60 + 1));
    expect(r.json()).toMatchObject({ success: true, value: { accepted: false, state: 'expired' } });
    expect(await logged(o.id)).toEqual(['expired']);
  });

  test('unknown order and bad status', async () => {
    const unknown = await post(signedCallback(s, { id: 'DUNKNOWN', payAmount: '1.00' }));
    expect(unknown.body.value).toEqual({ accepted: false, state: 'unknown' });
    const o = await order();
    const bad = await post(signedCallback(s, o, 'refunded' as 'paid'));
    expect([bad.status, bad.body.code]).toEqual([400, 'request.invalid']);
  });
});
