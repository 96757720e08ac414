// Concurrent repeated adjustments with the same Idempotency-Key move money once (issue 29), on PGlite and PostgreSQL
// alike: whatever the interleaving, each key makes at most one adjustment and one ledger txn, the balance moves by
// exactly the adjustments that were made, and never goes below zero.
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OpsAdjustment } from '@common/generated/api';
import { ledgerTxns, opsAdjustments } from '../src/db/schema';
import { type TestServer } from './harness';
import { startOpsServer } from './ops-helpers';
import { balance, insertMember, unbalancedTxns } from './wallet-helpers';

let s: TestServer;
let finance: string;
beforeAll(async () => {
  ({
    s,
    tokens: [finance],
  } = await startOpsServer({ operators: ['finance'] }));
});
afterAll(() => s.close());

let run = 0;

test('the same key, sent concurrently and repeatedly, adjusts once; debits never overdraw', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          key: fc.integer({ min: 0, max: 4 }),
          credit: fc.boolean(),
          cents: fc.integer({ min: 1, max: 5_000 }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      async (requests) => {
        run += 1;
        const who = await insertMember(s, `adjprop${run}`, 'x', null);
        // A retry repeats its first request exactly: the first body of each key is the one every copy sends.
        const firstOf = new Map<number, (typeof requests)[number]>();
        for (const r of requests) if (!firstOf.has(r.key)) firstOf.set(r.key, r);
        const replies = await Promise.all(
          requests.map(async ({ key }) => {
            const r = firstOf.get(key)!;
            const res = await s.inject({
              method: 'POST',
              url: '/ops/api/adjustments',
              headers: { authorization: `Bearer ${finance}`, 'idempotency-key': `prop-${run}-${key}` },
              payload: {
                brandId: 'lucky-peso',
                account: `adjprop${run}`,
                direction: r.credit ? 'credit' : 'debit',
                amount: (r.cents / 100).toFixed(2),
                reason: 'property',
              },
            });
            const body = res.json() as { code?: string; value?: OpsAdjustment };
            if (res.statusCode !== 200) expect(body.code).toBe('wallet.insufficient');
            return { key, value: body.value };
          }),
        );
        // Every success of one key names one adjustment.
        for (const key of firstOf.keys()) {
          const ids = new Set(replies.filter((r) => r.key === key && r.value).map((r) => r.value!.id));
          expect(ids.size).toBeLessThanOrEqual(1);
        }
        const made = await s.ctx.db.select().from(opsAdjustments).where(eq(opsAdjustments.userId, who.id));
        expect(made.length).toBeLessThanOrEqual(firstOf.size);
        const txns = made.length
          ? await s.ctx.db
              .select()
              .from(ledgerTxns)
              .where(
                and(
                  eq(ledgerTxns.kind, 'adjustment'),
                  inArray(
                    ledgerTxns.ref,
                    made.map((a) => String(a.id)),
                  ),
                ),
              )
          : [];
        expect(txns).toHaveLength(made.length);
        const moved = made.reduce((sum, a) => sum + a.amountCents, 0);
        const now = await balance(s, who.id);
        expect(now).toBe(moved);
        expect(now).toBeGreaterThanOrEqual(0);
      },
    ),
    { numRuns: 15 },
  );
  expect(await unbalancedTxns(s)).toEqual([]);
});
