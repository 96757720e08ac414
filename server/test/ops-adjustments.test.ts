// Manual adjustments (issue 29): a credit or debit of a member's balance with a reason, through the ledger (kind
// `adjustment`), once per Idempotency-Key, a debit never below zero, four eyes at or above the brand's threshold, one
// audit row per step.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OpsAdjustment, OpsAdjustmentsReply, OpsAuditReply } from '@common/generated/api';
import { ledgerTxns } from '../src/db/schema';
import { setBrandSettings } from './brandSettingsFixture';
import { type TestServer } from './harness';
import { addOperator, opsCall, opsToken, startOpsServer } from './ops-helpers';
import { balance, unbalancedTxns, type TestMember } from './wallet-helpers';

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

let n = 0;
const adjust = (body: Partial<Record<string, string>>, key: string | null = `adj-${++n}`, token = finance) =>
  s
    .inject({
      method: 'POST',
      url: '/ops/api/adjustments',
      headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: { brandId: 'lucky-peso', account: 'demo', direction: 'credit', reason: 'Goodwill', ...body },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as { code?: string; value?: OpsAdjustment } }));
const confirm = (id: number, token: string) =>
  opsCall<OpsAdjustment>(s, 'POST', `/ops/api/adjustments/${id}/confirm`, token, {});
const auditOf = async (id: number) =>
  (await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?brandId=lucky-peso&pageSize=100', finance)).body
    .value!.list.filter((r) => r.target === `adjustment:${id}`)
    .map((r) => [r.action, r.operator])
    .reverse();
const adjustmentTxns = async (id: number) =>
  s.ctx.db
    .select()
    .from(ledgerTxns)
    .where(and(eq(ledgerTxns.kind, 'adjustment'), eq(ledgerTxns.ref, String(id))));

describe('below the threshold', () => {
  test('a credit moves at once through the ledger, once per key; the audit names the operator', async () => {
    const before = await balance(s, m.userId);
    const r = await adjust({ amount: '25.50' }, 'credit-1');
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ amount: '25.50', state: 'done', account: 'demo', requestedBy: 'finance' });
    expect(await balance(s, m.userId)).toBe(before + 2_550);
    const retry = await adjust({ amount: '25.50' }, 'credit-1');
    expect(retry.body.value?.id).toBe(r.body.value!.id);
    expect(await balance(s, m.userId)).toBe(before + 2_550);
    expect(await adjustmentTxns(r.body.value!.id)).toHaveLength(1);
    const reused = await adjust({ amount: '30.00' }, 'credit-1');
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency.key.reused']);
    expect(await auditOf(r.body.value!.id)).toEqual([['adjustment.make', 'finance']]);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('the key may come in the body (the console sends no custom headers); a retry moves the money once', async () => {
    const before = await balance(s, m.userId);
    const r = await adjust({ amount: '3.00', idempotencyKey: 'body-key-1' }, null);
    expect([r.status, r.body.value?.state]).toEqual([200, 'done']);
    const retry = await adjust({ amount: '3.00', idempotencyKey: 'body-key-1' }, null);
    expect(retry.body.value?.id).toBe(r.body.value!.id);
    expect(await balance(s, m.userId)).toBe(before + 300);
  });

  test('a debit never takes the balance below zero', async () => {
    const now = await balance(s, m.userId);
    const over = await adjust({ direction: 'debit', amount: ((now + 1) / 100).toFixed(2) });
    expect([over.status, over.body.code]).toEqual([409, 'wallet.insufficient']);
    expect(await balance(s, m.userId)).toBe(now);
    const ok = await adjust({ direction: 'debit', amount: '10.00' });
    expect(ok.body.value).toMatchObject({ amount: '-10.00', state: 'done' });
    expect(await balance(s, m.userId)).toBe(now - 1_000);
  });

  test('refusals: no key, a bad amount, an unknown member, a brand outside the scope', async () => {
    expect((await adjust({ amount: '1.00' }, null)).body.code).toBe('request.invalid');
    expect((await adjust({ amount: '-1.00' })).body.code).toBe('request.invalid');
    expect((await adjust({ amount: '1.00', account: 'nobody-here' })).status).toBe(404);
    await addOperator(s, 'bayaniadj', [{ brandId: 'bayani-bet', role: 'finance' }]);
    const scoped = await adjust({ amount: '1.00' }, 'scoped-1', await opsToken(s, 'bayaniadj'));
    expect([scoped.status, scoped.body.code]).toEqual([403, 'auth.no.permission']);
  });
});

describe('four eyes at or above the threshold', () => {
  beforeAll(() => setBrandSettings(s, { settings: { ops: { fourEyesThreshold: '100.00' } } }));

  test('the request waits; the same operator cannot confirm; another one moves the money once', async () => {
    const before = await balance(s, m.userId);
    const r = await adjust({ amount: '100.00' });
    expect(r.body.value).toMatchObject({ state: 'awaiting_second', amount: '100.00' });
    const id = r.body.value!.id;
    expect(await balance(s, m.userId)).toBe(before);
    const waiting = await opsCall<OpsAdjustmentsReply>(
      s,
      'GET',
      '/ops/api/adjustments?state=awaiting_second',
      finance2,
    );
    expect(waiting.body.value!.list.map((a) => a.id)).toContain(id);

    const same = await confirm(id, finance);
    expect([same.status, same.body.code]).toEqual([409, 'ops.four.eyes.same']);
    expect(await balance(s, m.userId)).toBe(before);
    const second = await confirm(id, finance2);
    expect(second.body.value).toMatchObject({ state: 'done', requestedBy: 'finance', confirmedBy: 'finance2' });
    expect(await balance(s, m.userId)).toBe(before + 10_000);
    expect((await confirm(id, finance2)).body.value?.state).toBe('done');
    expect(await balance(s, m.userId)).toBe(before + 10_000);
    expect(await adjustmentTxns(id)).toHaveLength(1);
    expect(await auditOf(id)).toEqual([
      ['adjustment.request', 'finance'],
      ['adjustment.confirm', 'finance2'],
    ]);
  });

  test('a large debit is checked against the balance when it is confirmed', async () => {
    const now = await balance(s, m.userId);
    const r = await adjust({ direction: 'debit', amount: ((now + 100) / 100).toFixed(2) });
    expect(r.body.value?.state).toBe('awaiting_second');
    const refused = await confirm(r.body.value!.id, finance2);
    expect([refused.status, refused.body.code]).toEqual([409, 'wallet.insufficient']);
    expect(await balance(s, m.userId)).toBe(now);
  });
});
