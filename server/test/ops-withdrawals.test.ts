// The console's withdrawals queue (issue 29): filters and paging on the server, approve and reject moving money only
// through the ledger, idempotent, each decision one audit row written with it; the audit log cannot be changed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpsAuditReply, OpsWithdrawal, OpsWithdrawalsReply, WithdrawalsReply } from '@common/generated/api';
import { systemAccountId } from '../src/services/wallet/accounts';
import { auth, dbHandle, type TestServer } from './harness';
import { opsCall, opsToken, requestWithdrawal, startOpsServer } from './ops-helpers';
import { balance, call, unbalancedTxns, type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
let finance: string;
let ids: number[];
beforeAll(async () => {
  ({
    s,
    m,
    tokens: [finance],
  } = await startOpsServer({ member: [], operators: ['finance'] }));
  ids = [];
  for (const amount of ['100.00', '150.00', '120.00']) ids.push(await requestWithdrawal(s, m, amount));
});
afterAll(() => s.close());

const decide = (id: number, what: 'approve' | 'reject', token = finance, body: unknown = {}) =>
  opsCall<OpsWithdrawal>(s, 'POST', `/ops/api/withdrawals/${id}/${what}`, token, body);
const audit = (query: string, token = finance) => opsCall<OpsAuditReply>(s, 'GET', `/ops/api/audit?${query}`, token);
const pending = () => systemAccountId(s.ctx.db, 'lucky-peso', 'pending-withdrawals', new Date());

describe('the queue', () => {
  test('filters by brand, state and time, pages on the server', async () => {
    const q = (query: string) => opsCall<OpsWithdrawalsReply>(s, 'GET', `/ops/api/withdrawals?${query}`, finance);
    const all = await q('brandId=lucky-peso&state=pending');
    expect(all.body.value!.list.map((w) => w.id)).toEqual(expect.arrayContaining(ids));
    expect(new Set(all.body.value!.list.map((w) => `${w.brandId} ${w.state}`))).toEqual(
      new Set(['lucky-peso pending']),
    );
    expect(all.body.value!.list.find((w) => w.id === ids[0])).toMatchObject({ account: 'demo', amount: '100.00' });
    const page = await q('brandId=lucky-peso&state=pending&pageSize=1&pageNo=2');
    expect(page.body.value).toMatchObject({ pageNum: 2, total: all.body.value!.total });
    expect(page.body.value!.totalPages).toBe(all.body.value!.total);
    expect(page.body.value!.list).toHaveLength(1);
    const future = s.ctx.clock().getTime() + 60_000;
    expect((await q(`brandId=lucky-peso&from=${future}`)).body.value).toMatchObject({ list: [], total: 0 });
    expect((await q(`brandId=lucky-peso&to=${future}`)).body.value!.total).toBeGreaterThanOrEqual(ids.length);
    expect((await q('brandId=bayani-bet&state=pending')).body.value!.list.some((w) => ids.includes(w.id))).toBe(false);
  });
});

describe('decisions', () => {
  test('approve pays out through the ledger, once; a repeat changes and records nothing', async () => {
    const pendingBefore = await s.ctx.ledger.balanceCents(await pending());
    const first = await decide(ids[0]!, 'approve');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ id: ids[0], state: 'paid', brandId: 'lucky-peso' });
    expect(await s.ctx.ledger.balanceCents(await pending())).toBe(pendingBefore - 10_000);
    const again = await decide(ids[0]!, 'approve', await opsToken(s, 'finance2'));
    expect([again.status, again.body.value?.state]).toEqual([200, 'paid']);
    expect(await s.ctx.ledger.balanceCents(await pending())).toBe(pendingBefore - 10_000);
    const rows = (await audit(`action=withdrawal.approve`)).body.value!.list.filter(
      (r) => r.target === `withdrawal:${ids[0]}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator: 'finance',
      brandId: 'lucky-peso',
      before: { state: 'pending', amount: '100.00' },
      after: { state: 'paid', amount: '100.00' },
      address: '127.0.0.1',
    });
    const reject = await decide(ids[0]!, 'reject', finance, { reason: 'too late' });
    expect([reject.status, reject.body.code]).toEqual([409, 'withdraw.decided']);
  });

  test('reject returns the amount to the member with the reason they see, once, with its audit row', async () => {
    const before = await balance(s, m.userId);
    const noReason = await decide(ids[1]!, 'reject', finance, { reason: '   ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'request.invalid']);
    const r = await decide(ids[1]!, 'reject', finance, { reason: 'Account name does not match' });
    expect(r.body.value).toMatchObject({ state: 'rejected', reason: 'Account name does not match' });
    expect(await balance(s, m.userId)).toBe(before + 15_000);
    expect((await decide(ids[1]!, 'reject', finance, { reason: 'again' })).body.value?.reason).toBe(
      'Account name does not match',
    );
    expect(await balance(s, m.userId)).toBe(before + 15_000);
    const seen = await call<WithdrawalsReply>(s, 'GET', '/wps/transaction/withdrawals?brand=lucky-peso', auth(m.token));
    expect(seen.body.value!.list.find((w) => w.id === ids[1])).toMatchObject({
      state: 'rejected',
      reason: 'Account name does not match',
    });
    const rows = (await audit('operator=finance&brandId=lucky-peso&action=withdrawal.reject')).body.value!.list;
    expect(rows.filter((x) => x.target === `withdrawal:${ids[1]}`)).toHaveLength(1);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('a viewer sees the queue and the audit log but cannot decide', async () => {
    const viewer = await opsToken(s, 'viewer');
    const r = await decide(ids[2]!, 'approve', viewer);
    expect([r.status, r.body.code]).toEqual([403, 'auth.no.permission']);
    const q = await opsCall<OpsWithdrawalsReply>(s, 'GET', '/ops/api/withdrawals?state=pending', viewer);
    expect(q.body.value!.list.map((w) => w.id)).toContain(ids[2]);
    expect((await audit('action=withdrawal.approve', viewer)).body.value!.total).toBeGreaterThanOrEqual(1);
  });
});

/** The database's own message (drizzle wraps a failed query's error in `cause`). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
}

describe('the audit log', () => {
  test('refuses UPDATE and DELETE in the database itself', async () => {
    const db = dbHandle().db;
    expect(await refusal(db.execute(sql`UPDATE audit_log SET action = 'forged'`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    const left = await audit('action=withdrawal.approve');
    expect(left.body.value!.total).toBeGreaterThanOrEqual(1);
  });
});
