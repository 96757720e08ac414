// Withdraw: available vs withdrawable, every refusal, the payment-password lock, the operator's approve and reject.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpsWithdrawalsReply, WithdrawCreateReply, WithdrawInfoReply } from '@common/generated/api';
import { systemAccountId } from '../src/services/wallet/accounts';
import { auth, startServer, type TestServer } from './harness';
import { opsCall, opsToken } from './ops-helpers';
import { balance, call, member, PAY_PASSWORD, unbalancedTxns, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
/** The demo finance operator's console token: the console decides withdrawals. */
let finance: string;
beforeAll(async () => {
  s = await startServer();
  m = await member(s);
  finance = await opsToken(s, 'finance');
});
afterAll(() => s.close());

const withdraw = (body: Record<string, unknown>, who = m, key?: string) =>
  call<WithdrawCreateReply>(s, 'POST', '/wps/transaction/withdraw?brand=lucky-peso', who.headers(key), {
    bankCardId: who.cardId,
    paymentPassword: PAY_PASSWORD,
    ...body,
  });
const info = (who = m) =>
  call<WithdrawInfoReply>(s, 'GET', '/wps/transaction/withdraw?brand=lucky-peso', auth(who.token));
const pendingAccount = () => systemAccountId(s.ctx.db, 'lucky-peso', 'pending-withdrawals', new Date());

describe('withdraw', () => {
  test('info: balance, withdrawable, limits, cards, payment password', async () => {
    const r = await info();
    expect(r.status).toBe(200);
    const bal = (await balance(s, m.userId)) / 100;
    expect(r.body.value).toMatchObject({
      balance: bal.toFixed(2),
      withdrawable: bal.toFixed(2),
      turnoverRemaining: '0.00',
      min: '100.00',
      dailyLimit: 5,
      usedToday: 0,
      paymentPasswordSet: true,
    });
    expect(r.body.value!.bankCards.map((c) => c.id)).toContain(m.cardId);
    expect(r.body.value!.paymentPasswordRetryAfter).toBeUndefined();
  });

  test('a request moves the amount to pending; a retry changes nothing; reject returns it, approve pays it out', async () => {
    const before = await balance(s, m.userId);
    const pendingBefore = await s.ctx.ledger.balanceCents(await pendingAccount());
    const first = await withdraw({ amount: '200.00' }, m, 'w-1');
    expect(first.status).toBe(200);
    expect(first.body.value!.withdrawal).toMatchObject({
      amount: '200.00',
      state: 'pending',
      accountMasked: expect.stringMatching(/^\*\*\*\* \*\*\*\* \d{4}$/),
    });
    expect(first.body.value!.balance).toBe(((before - 20_000) / 100).toFixed(2));
    const retry = await withdraw({ amount: '200.00' }, m, 'w-1');
    expect(retry.body.value!.withdrawal.id).toBe(first.body.value!.withdrawal.id);
    expect(await balance(s, m.userId)).toBe(before - 20_000);
    const reused = await withdraw({ amount: '300.00' }, m, 'w-1');
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency.key.reused']);
    expect(await s.ctx.ledger.balanceCents(await pendingAccount())).toBe(pendingBefore + 20_000);

    const list = await opsCall<OpsWithdrawalsReply>(s, 'GET', '/ops/api/withdrawals?brandId=lucky-peso', finance);
    const mine = list.body.value!.list.find((w) => w.id === first.body.value!.withdrawal.id)!;
    expect(mine).toMatchObject({ account: 'demo', amount: '200.00', state: 'pending' });
    const decide = (id: number, what: string, body: object = {}) =>
      opsCall(s, 'POST', `/ops/api/withdrawals/${id}/${what}`, finance, body);
    const reject = await decide(mine.id, 'reject', { reason: 'test' });
    expect(reject.body.value).toMatchObject({ state: 'rejected', reason: 'test' });
    expect(await balance(s, m.userId)).toBe(before);
    const again = await decide(mine.id, 'reject', { reason: 'test' });
    expect(again.status).toBe(200);
    expect(await balance(s, m.userId)).toBe(before);
    const approveRejected = await decide(mine.id, 'approve');
    expect([approveRejected.status, approveRejected.body.code]).toEqual([409, 'withdraw.decided']);

    const second = await withdraw({ amount: '150.00' });
    const outside = await systemAccountId(s.ctx.db, 'lucky-peso', 'outside', new Date());
    const outsideBefore = await s.ctx.ledger.balanceCents(outside);
    const approve = await decide(second.body.value!.withdrawal.id, 'approve');
    expect(approve.body.value).toMatchObject({ state: 'paid' });
    expect(await s.ctx.ledger.balanceCents(outside)).toBe(outsideBefore + 15_000);
    expect(await balance(s, m.userId)).toBe(before - 15_000);
    const unknown = await decide(999999, 'approve');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'withdraw.unknown']);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('every refusal', async () => {
    const noKey = await call(s, 'POST', '/wps/transaction/withdraw?brand=lucky-peso', auth(m.token), {
      amount: '200.00',
      bankCardId: m.cardId,
      paymentPassword: PAY_PASSWORD,
    });
    expect([noKey.status, noKey.body.code]).toEqual([400, 'request.invalid']);
    const card = await withdraw({ amount: '200.00', bankCardId: 424242 });
    expect([card.status, card.body.code]).toEqual([404, 'bank.card.missing']);
    const low = await withdraw({ amount: '99.00' });
    expect([low.status, low.body.code, low.body.value]).toEqual([
      400,
      'withdraw.amount.range',
      { min: '100.00', max: '50000.00' },
    ]);
    const poor = await member(s, 'type0', 'type0pass!');
    const tooMuch = await withdraw({ amount: '5000.00' }, poor);
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'wallet.insufficient']);
    // a reward must be wagered once: of 1,000 + a 500 reward, 1,500 − 500 = 1,000 may leave
    await s.ctx.wallet.credit({
      brandId: 'lucky-peso',
      userId: poor.userId,
      cents: 50_000,
      kind: 'reward',
      key: 'r-1',
    });
    const turnover = await withdraw({ amount: '1200.00' }, poor);
    expect([turnover.status, turnover.body.code, turnover.body.value]).toEqual([
      409,
      'withdraw.turnover',
      { withdrawable: '1000.00' },
    ]);
    const i = await info(poor);
    expect(i.body.value).toMatchObject({ balance: '1500.00', withdrawable: '1000.00', turnoverRemaining: '500.00' });
    const unset = await member(s, 'agent', 'agent1234!');
    await s.ctx.db.execute(`update users set payment_password_hash = null where id = ${unset.userId}` as never);
    const noPassword = await withdraw({ amount: '200.00' }, unset);
    expect([noPassword.status, noPassword.body.code]).toEqual([400, 'payment.password.unset']);
  });

  test('daily count includes rejected ones', async () => {
    const who = await member(s, 'type40', 'type40pass!');
    await s.ctx.wallet.credit({
      brandId: 'lucky-peso',
      userId: who.userId,
      cents: 1_000_000,
      kind: 'deposit',
      key: 'd-40',
    });
    const used = (await info(who)).body.value!.usedToday;
    for (let i = used; i < 5; i++) {
      const r = await withdraw({ amount: '100.00' }, who);
      expect(r.status).toBe(200);
      const rejected = await opsCall(s, 'POST', `/ops/api/withdrawals/${r.body.value!.withdrawal.id}/reject`, finance, {
        reason: 'test',
      });
      expect(rejected.status).toBe(200);
    }
    const sixth = await withdraw({ amount: '100.00' }, who);
    expect([sixth.status, sixth.body.code, sixth.body.value]).toEqual([409, 'withdraw.daily.limit', { limit: 5 }]);
  });

  test('wrong payment password: attempts left, then locked for 15 minutes at the 5th', async () => {
    const who = await member(s, 'type0', 'type0pass!');
    await s.ctx.wallet.credit({
      brandId: 'lucky-peso',
      userId: who.userId,
      cents: 100_000,
      kind: 'deposit',
      key: 'd-0',
    });
    const before = await balance(s, who.userId);
    for (let left = 4; left >= 1; left--) {
      const r = await withdraw({ amount: '100.00', paymentPassword: '000000' }, who);
      expect([r.status, r.body.code, r.body.value]).toEqual([400, 'payment.password.wrong', { attemptsLeft: left }]);
    }
    const fifth = await withdraw({ amount: '100.00', paymentPassword: '000000' }, who);
    expect([fifth.status, fifth.body.code]).toEqual([429, 'payment.password.locked']);
    expect(fifth.body.value!).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const right = await withdraw({ amount: '100.00' }, who);
    expect([right.status, right.body.code]).toEqual([429, 'payment.password.locked']);
    expect((await info(who)).body.value!.paymentPasswordRetryAfter).toBeGreaterThan(800);
    expect(await balance(s, who.userId)).toBe(before);
    s.clock.advance(15 * 60 + 1);
    const later = await withdraw({ amount: '100.00' }, who);
    s.clock.advance(-(15 * 60 + 1));
    expect(later.status).toBe(200);
  });
});
