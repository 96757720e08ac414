import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, expect, test } from 'vitest';
import { http } from './client';
import { createDeposit, createWithdrawal, fetchDepositOrder, transferToUpline } from './walletApi';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

function answer(value: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return seen;
}

const order = {
  id: 'D1',
  method: 'EWALLET',
  channelId: 'GCASH',
  channelName: 'GCash',
  amount: '500.00',
  fee: '0.00',
  payAmount: '500.00',
  state: 'pending',
  createdAt: 1,
  expiresAt: 2,
  payUrl: '/wps/pay/sim/D1',
};

test('money requests carry the Idempotency-Key they were given', async () => {
  const seen = answer(order);
  await createDeposit({ channelId: 'GCASH', amount: '500.00' }, 'k-1');
  expect(seen[0]!.url).toBe('/wallets/deposit');
  expect(seen[0]!.headers.get('Idempotency-Key')).toBe('k-1');

  answer({
    withdrawal: {
      id: 1,
      amount: '200.00',
      state: 'pending',
      bankName: 'BDO',
      accountMasked: '**** 1234',
      createdAt: 1,
    },
    balance: '300.00',
  });
  const reply = await createWithdrawal({ amount: '200.00', bankCardId: 1, paymentPassword: '123456' }, 'k-2');
  expect(reply.balance).toBe('300.00');

  const transfer = answer({ amount: '10.00', upline: 'agent', balance: '290.00' });
  await transferToUpline({ amount: '10.00', paymentPassword: '123456' }, 'k-3');
  expect(transfer[0]!.headers.get('Idempotency-Key')).toBe('k-3');
  expect(transfer[0]!.url).toBe('/transaction/transfer/upline');
});

test('an order is read by its id in the path', async () => {
  const seen = answer(order);
  const value = await fetchDepositOrder('D 1');
  expect(value.state).toBe('pending');
  expect(seen[0]!.url).toBe('/wallets/deposit/D%201');
});
