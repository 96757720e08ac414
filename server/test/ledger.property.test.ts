import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../src/db/client';
import { ledgerEntries, ledgerTxns } from '../src/db/schema';
import { ApiFailure } from '../src/errors';
import { HOUSE_USER_ID, Ledger } from '../src/services/ledger';
import { openTestDb } from './testDb';

let handle: DbHandle;
let ledger: Ledger;
beforeAll(async () => {
  handle = await openTestDb(null, { seeded: false }); // empty and migrated, a database of this file's own
  ledger = new Ledger(handle.db, () => new Date());
});
afterAll(() => handle.close());

let run = 0;

/** Concurrent debits (with retried idempotency keys) never overdraw and never post twice. */
test('concurrent debits: no overdraft, no double entry, every txn balances', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 5_000 }),
      fc.array(fc.record({ amount: fc.integer({ min: 1, max: 2_000 }), key: fc.integer({ min: 0, max: 7 }) }), {
        minLength: 1,
        maxLength: 16,
      }),
      async (startCents, debits) => {
        run += 1;
        const brandId = `prop-${run}`;
        const userId = run;
        const house = await ledger.accountId(brandId, HOUSE_USER_ID);
        const wallet = await ledger.accountId(brandId, userId);
        if (startCents > 0) {
          await ledger.move({
            brandId,
            kind: 'seed',
            scope: 'system',
            idempotencyKey: 'seed',
            fingerprint: 'seed',
            lock: [],
            plan: () => ({
              postings: [
                { accountId: house, amountCents: -startCents },
                { accountId: wallet, amountCents: startCents },
              ],
              result: {},
            }),
          });
        }
        // The same key always carries the same amount (a retry); different keys are different requests.
        const amountOfKey = new Map<number, number>();
        for (const d of debits) if (!amountOfKey.has(d.key)) amountOfKey.set(d.key, d.amount);
        const outcomes = await Promise.all(
          debits.map(async (d) => {
            const amount = amountOfKey.get(d.key)!;
            try {
              const r = await ledger.move({
                brandId,
                kind: 'debit',
                scope: `user:${userId}`,
                idempotencyKey: `k${d.key}`,
                fingerprint: `debit:${amount}`,
                lock: [wallet],
                plan: () => ({
                  postings: [
                    { accountId: wallet, amountCents: -amount },
                    { accountId: house, amountCents: amount },
                  ],
                  result: { amount },
                }),
              });
              return { key: d.key, ok: true, txnId: r.txnId };
            } catch (error) {
              if (error instanceof ApiFailure && error.code === 'wallet.insufficient') return { key: d.key, ok: false };
              throw error;
            }
          }),
        );
        const balance = await ledger.balanceCents(wallet);
        expect(balance).toBeGreaterThanOrEqual(0);

        const txns = await handle.db.select().from(ledgerTxns).where(eq(ledgerTxns.brandId, brandId));
        const debitTxns = txns.filter((t) => t.kind === 'debit');
        // at most one txn per key, and every successful reply points at it
        expect(new Set(debitTxns.map((t) => t.idempotencyKey)).size).toBe(debitTxns.length);
        for (const o of outcomes.filter((x) => x.ok)) {
          expect(debitTxns.find((t) => t.idempotencyKey === `k${o.key}`)?.id).toBe(o.txnId);
        }
        const spent = debitTxns.reduce((sum, t) => sum + (t.result as { amount: number }).amount, 0);
        expect(balance).toBe(startCents - spent);

        const sums = await handle.db
          .select({ txnId: ledgerEntries.txnId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
          .from(ledgerEntries)
          .where(sql`${ledgerEntries.txnId} in (select id from ledger_txns where brand_id = ${brandId})`)
          .groupBy(ledgerEntries.txnId);
        expect(sums.length).toBe(txns.length);
        for (const s of sums) expect(Number(s.total)).toBe(0);
      },
    ),
    { numRuns: 40 },
  );
});

test('an unbalanced txn is refused', async () => {
  const house = await ledger.accountId('unbalanced', HOUSE_USER_ID);
  const wallet = await ledger.accountId('unbalanced', 1);
  await expect(
    ledger.move({
      brandId: 'unbalanced',
      kind: 'bad',
      scope: 'system',
      idempotencyKey: 'x',
      fingerprint: 'x',
      lock: [],
      plan: () => ({
        postings: [
          { accountId: house, amountCents: -5 },
          { accountId: wallet, amountCents: 4 },
        ],
        result: {},
      }),
    }),
  ).rejects.toThrow('does not balance');
});
