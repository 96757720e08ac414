// Who may use the wallet: every endpoint but the balance needs a real account (guest 401; trial and free type 4
// get 403 with the SPEC text).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/wps/wallets/deposit/methods'],
  ['POST', '/wps/wallets/deposit', { channelId: 'GCASH', amount: '500.00' }],
  ['GET', '/wps/wallets/deposit/D0000'],
  ['GET', '/wps/wallets/deposits'],
  ['GET', '/wps/transaction/withdraw'],
  ['POST', '/wps/transaction/withdraw', { amount: '200.00', bankCardId: 1, paymentPassword: '123456' }],
  ['GET', '/wps/transaction/withdrawals'],
  ['GET', '/wps/transaction/transfer/upline'],
  ['POST', '/wps/transaction/transfer/upline', { amount: '1.00', paymentPassword: '123456' }],
];

describe('wallet access', () => {
  test.each(ENDPOINTS)('%s %s: guest 401, trial and free 403, real account allowed', async (method, path, payload) => {
    const send = (headers: Record<string, string>) =>
      s.inject({
        method: method as 'GET' | 'POST',
        url: `${path}?brand=lucky-peso`,
        headers: { ...headers, 'idempotency-key': 'k-auth' },
        ...(payload ? { payload: payload as object } : {}),
      });
    const guest = await send({});
    expect([guest.statusCode, (guest.json() as Envelope).code]).toEqual([401, 'auth.required']);
    const trial = (
      await s.inject({ method: 'POST', url: '/wps/session/login/freeplay?brand=lucky-peso', payload: {} })
    ).json() as Envelope<{ token: string }>;
    for (const token of [trial.value!.token, await s.token('type4', 'type4pass!')]) {
      const r = await send(auth(token));
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({
        code: 'auth.trial.forbidden',
        message: 'Please login an actual account to use this function',
      });
    }
    const real = await send(auth(await s.token('type0', 'type0pass!')));
    expect(real.statusCode).not.toBe(401);
    expect((real.json() as Envelope).code).not.toBe('auth.trial.forbidden');
  });

  test('the balance is open to every signed-in member', async () => {
    const r = await s.inject({
      url: '/wps/wallets/balance?brand=lucky-peso',
      headers: auth(await s.token('type4', 'type4pass!')),
    });
    expect(r.statusCode).toBe(200);
  });
});
