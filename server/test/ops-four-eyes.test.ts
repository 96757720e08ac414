// Four eyes on withdrawals (issue 29): at or above the brand's threshold (settings.ops.fourEyesThreshold) one
// approval is not enough. The first only records its operator (`awaiting_second`, no money moves, the player still
// sees it pending); the same operator again is refused; a second, different operator pays it out. Each step one audit
// row; reject works in either state. Below the threshold one approval pays.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpsAuditReply, OpsWithdrawal, OpsWithdrawalsReply, WithdrawalsReply } from '@common/generated/api';
import { DEFAULT_FOUR_EYES_CENTS, fourEyesThresholdCents } from '../src/services/ops/fourEyes';
import { systemAccountId } from '../src/services/wallet/accounts';
import { auth, type TestServer } from './harness';
import { opsCall, requestWithdrawal, startOpsServer } from './ops-helpers';
import { balance, call, unbalancedTxns, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
let finance: string;
let finance2: string;
beforeAll(async () => {
  ({
    s,
    m,
    tokens: [finance, finance2],
  } = await startOpsServer({
    member: [],
    operators: ['finance', 'finance2'],
    fourEyesThreshold: '150.00',
  }));
});
afterAll(() => s.close());

const withdraw = (amount: string) => requestWithdrawal(s, m, amount);
const decide = (id: number, what: 'approve' | 'reject', token: string, body: unknown = {}) =>
  opsCall<OpsWithdrawal>(s, 'POST', `/ops/api/withdrawals/${id}/${what}`, token, body);
const queue = (query: string) =>
  opsCall<OpsWithdrawalsReply>(s, 'GET', `/ops/api/withdrawals?brandId=lucky-peso&pageSize=100&${query}`, finance);
const pendingCents = async () =>
  s.ctx.ledger.balanceCents(await systemAccountId(s.ctx.db, 'lucky-peso', 'pending-withdrawals', new Date()));
const auditOf = async (id: number) =>
  (await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?brandId=lucky-peso&pageSize=100', finance)).body
    .value!.list.filter((r) => r.target === `withdrawal:${id}`)
    .map((r) => [r.action, r.operator])
    .reverse();

describe('the threshold', () => {
  test('a brand without one uses the default (50000.00); players never see the setting', async () => {
    expect(await fourEyesThresholdCents(s.ctx, 'bayani-bet')).toBe(DEFAULT_FOUR_EYES_CENTS);
    expect(DEFAULT_FOUR_EYES_CENTS).toBe(5_000_000);
    expect(await fourEyesThresholdCents(s.ctx, 'lucky-peso')).toBe(15_000);
    const r = await s.inject({ url: '/wps/system/settings/consolidated?brand=lucky-peso' });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('fourEyesThreshold');
  });
});

describe('at or above the threshold', () => {
  test('the first approval moves no money; the same operator again is refused; another operator pays', async () => {
    const id = await withdraw('150.00');
    const pending = await pendingCents();
    const first = await decide(id, 'approve', finance);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ id, state: 'awaiting_second', firstApprovedBy: 'finance' });
    expect(await pendingCents()).toBe(pending);

    // The player's record still says pending: the second approval is the operators' business.
    const mine = await call<WithdrawalsReply>(s, 'GET', '/wps/transaction/withdrawals?brand=lucky-peso', auth(m.token));
    expect(mine.body.value!.list.find((w) => w.id === id)?.state).toBe('pending');
    // The queue tells the two apart.
    expect((await queue('state=awaiting_second')).body.value!.list.map((w) => w.id)).toContain(id);
    expect((await queue('state=pending')).body.value!.list.map((w) => w.id)).not.toContain(id);

    const same = await decide(id, 'approve', finance);
    expect([same.status, same.body.code]).toEqual([409, 'ops.four.eyes.same']);
    expect(await pendingCents()).toBe(pending);

    const second = await decide(id, 'approve', finance2);
    expect(second.body.value).toMatchObject({ id, state: 'paid', firstApprovedBy: 'finance' });
    expect(await pendingCents()).toBe(pending - 15_000);
    // A repeat by anyone changes and records nothing.
    expect((await decide(id, 'approve', finance2)).body.value?.state).toBe('paid');
    expect((await decide(id, 'approve', finance)).body.value?.state).toBe('paid');
    expect(await pendingCents()).toBe(pending - 15_000);
    expect(await auditOf(id)).toEqual([
      ['withdrawal.approve.first', 'finance'],
      ['withdrawal.approve', 'finance2'],
    ]);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('reject works after one approval and returns the funds', async () => {
    const id = await withdraw('200.00');
    const before = await balance(s, m.userId);
    expect((await decide(id, 'approve', finance)).body.value?.state).toBe('awaiting_second');
    const rejected = await decide(id, 'reject', finance, { reason: 'Name does not match' });
    expect(rejected.body.value).toMatchObject({ state: 'rejected', reason: 'Name does not match' });
    expect(await balance(s, m.userId)).toBe(before + 20_000);
    expect((await decide(id, 'approve', finance2)).body.code).toBe('withdraw.decided');
    expect(await auditOf(id)).toEqual([
      ['withdrawal.approve.first', 'finance'],
      ['withdrawal.reject', 'finance'],
    ]);
  });
});

describe('below the threshold', () => {
  test('one approval pays', async () => {
    const id = await withdraw('149.99');
    const pending = await pendingCents();
    const r = await decide(id, 'approve', finance);
    expect(r.body.value).toMatchObject({ state: 'paid' });
    expect(r.body.value!.firstApprovedBy).toBeUndefined();
    expect(await pendingCents()).toBe(pending - 14_999);
  });
});

describe('the dev tools keep no operator desk', () => {
  test.each(['/__dev/withdrawals', '/__dev/promotions/applications'])('GET %s is 404', async (url) => {
    expect((await s.inject({ url: `${url}?brand=lucky-peso` })).statusCode).toBe(404);
  });
});
