// Production without a payment secret: deposits are closed (every channel closed, every callback refused), and the
// simulator and the operator's withdrawal desk do not exist.
import { randomUUID } from 'node:crypto';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DepositMethodsReply } from '@common/generated/api';
import { canonical, type CallbackFields } from '../src/services/wallet/paySecret';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ production: true });
});
afterAll(() => s.close());

describe('wallet in production', () => {
  test('without PAY_SECRET every channel is closed and orders are refused', async () => {
    const token = await s.token();
    const methods = (
      await s.inject({ url: '/wps/wallets/deposit/methods?brand=lucky-peso', headers: auth(token) })
    ).json() as Envelope<DepositMethodsReply>;
    const channels = methods.value!.methods.flatMap((m) => m.channels);
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.every((c) => !c.enabledNow)).toBe(true);
    const create = await s.inject({
      method: 'POST',
      url: '/wps/wallets/deposit?brand=lucky-peso',
      headers: { ...auth(token), 'idempotency-key': randomUUID() },
      payload: { channelId: 'GCASH', amount: '500.00' },
    });
    expect([create.statusCode, (create.json() as Envelope).code]).toEqual([409, 'deposit.channel.closed']);
  });

  test('every callback is refused (no secret to check it with)', async () => {
    const fields: CallbackFields = {
      amount: '500.00',
      brand: 'lucky-peso',
      nonce: 'n',
      orderId: 'D1',
      status: 'paid',
      timestamp: String(Date.now()),
    };
    const signature = createHmac('sha256', 'guess').update(canonical(fields)).digest('hex');
    const r = await s.inject({ method: 'POST', url: '/wps/pay/callback', payload: { ...fields, signature } });
    expect([r.statusCode, (r.json() as Envelope).code]).toEqual([401, 'pay.signature.invalid']);
  });

  test.each([
    ['GET', '/wps/pay/sim/D1'],
    ['POST', '/wps/pay/sim/D1'],
    ['GET', '/__dev/withdrawals'],
    ['POST', '/__dev/withdrawals/1/approve'],
    ['POST', '/__dev/withdrawals/1/reject'],
  ])('%s %s is 404', async (method, url) => {
    const r = await s.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? { action: 'pay' } : undefined,
    });
    expect(r.statusCode).toBe(404);
  });
});
