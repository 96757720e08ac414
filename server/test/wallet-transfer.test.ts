// Transfer to superior: allowed only with AGETRANSFERUP3, toUpline, type ≠ 2 and an upline; payment password;
// one idempotent ledger move member → upline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UplineTransferInfoReply, UplineTransferReply } from '@common/generated/api';
import { users } from '../src/db/schema';
import { auth, startServer, type TestServer } from './harness';
import { balance, call, member, PAY_PASSWORD, unbalancedTxns, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
let agentId: number;
beforeAll(async () => {
  s = await startServer();
  m = await member(s);
  const [me] = await s.ctx.db.select().from(users).where(eq(users.id, m.userId));
  agentId = me!.uplineId!;
});
afterAll(() => s.close());

const transfer = (body: Record<string, unknown>, key?: string, who = m, brand = 'lucky-peso') =>
  call<UplineTransferReply>(s, 'POST', `/wps/transaction/transfer/upline?brand=${brand}`, who.headers(key), {
    paymentPassword: PAY_PASSWORD,
    ...body,
  });

describe('transfer to superior', () => {
  test('demo has agent as upline (wallet seed): info and an idempotent move', async () => {
    const info = await call<UplineTransferInfoReply>(
      s,
      'GET',
      '/wps/transaction/transfer/upline?brand=lucky-peso',
      auth(m.token),
    );
    expect(info.body.value).toMatchObject({ allowed: true, upline: 'agent', paymentPasswordSet: true, min: '1.00' });
    const before = await balance(s, m.userId);
    const agentBefore = await balance(s, agentId);
    const first = await transfer({ amount: '25.50' }, 't-1');
    expect(first.body.value).toEqual({ amount: '25.50', upline: 'agent', balance: ((before - 2550) / 100).toFixed(2) });
    const again = await transfer({ amount: '25.50' }, 't-1');
    expect(again.body.value).toEqual(first.body.value);
    const reused = await transfer({ amount: '30.00' }, 't-1');
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency.key.reused']);
    expect(await balance(s, m.userId)).toBe(before - 2550);
    expect(await balance(s, agentId)).toBe(agentBefore + 2550);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('refusals: not allowed, range, password, insufficient, missing key', async () => {
    const agent = await member(s, 'agent', 'agent1234!');
    const info = await call<UplineTransferInfoReply>(
      s,
      'GET',
      '/wps/transaction/transfer/upline?brand=lucky-peso',
      auth(agent.token),
    );
    expect(info.body.value!.allowed).toBe(false);
    expect(info.body.value!.upline).toBeUndefined();
    const denied = await transfer({ amount: '1.00' }, undefined, agent);
    expect([denied.status, denied.body.code]).toEqual([403, 'auth.no.permission']);
    const perlas = await member(s, 'demo', 'demo1234!', 'perlas-play');
    const off = await transfer({ amount: '1.00' }, undefined, perlas, 'perlas-play');
    expect([off.status, off.body.code]).toEqual([403, 'auth.no.permission']);
    const range = await transfer({ amount: '100000.01' });
    expect([range.status, range.body.code]).toEqual([400, 'transfer.amount.range']);
    const wrong = await transfer({ amount: '1.00', paymentPassword: '999999' });
    expect([wrong.status, wrong.body.code, wrong.body.value]).toEqual([
      400,
      'payment.password.wrong',
      { attemptsLeft: 4 },
    ]);
    const poor = await transfer({ amount: '99999.00' });
    expect([poor.status, poor.body.code]).toEqual([409, 'wallet.insufficient']);
    const noKey = await call(s, 'POST', '/wps/transaction/transfer/upline?brand=lucky-peso', auth(m.token), {
      amount: '1.00',
      paymentPassword: PAY_PASSWORD,
    });
    expect([noKey.status, noKey.body.code]).toEqual([400, 'request.invalid']);
  });
});
