// The cached balances and running balances of the ledger (issue 16), under concurrency (fast-check): random credits,
// debits, bets (−stake +win) and member-to-member transfers in both directions (with and without declaring the
// other account, so PostgreSQL meets real lock cycles), with retried keys. Afterwards every member account's
// balance_cents equals the sum of its entries, each entry's balance_after_cents is the running sum in entry id
// order, nothing went below zero, and house accounts stay uncached; the hourly rollup (ledger_hours) equals the
// entries summed per account, UTC hour and kind (and so does its seed-side rebuild), and member entries carry their
// txn's kind. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import fc from 'fast-check';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../src/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTxns } from '../src/db/schema';
import { ApiFailure } from '../src/errors';
import { HOUSE_USER_ID, Ledger, type Posting } from '../src/services/ledger';
import { rollUpLedgerAccounts } from '../src/services/ledgerHours';
import { openTestDb } from './testDb';

let handle: DbHandle;
let ledger: Ledger;
beforeAll(async () => {
  handle = await openTestDb(null, { seeded: false }); // empty and migrated, a database of this file's own
  ledger = new Ledger(handle.db, () => new Date());
});
afterAll(() => handle.close());

const MEMBERS = 3;
const op = fc.oneof(
  fc.record({ t: fc.constant('credit' as const), who: fc.nat(MEMBERS - 1), cents: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({ t: fc.constant('debit' as const), who: fc.nat(MEMBERS - 1), cents: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({
    t: fc.constant('bet' as const),
    who: fc.nat(MEMBERS - 1),
    cents: fc.integer({ min: 1, max: 2000 }),
    win: fc.constantFrom(0, 0, 1, 2, 5),
  }),
  fc.record({
    t: fc.constant('transfer' as const),
    who: fc.nat(MEMBERS - 1),
    to: fc.nat(MEMBERS - 1),
    cents: fc.integer({ min: 1, max: 2000 }),
    declare: fc.boolean(),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let run = 0;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ids = (accounts: number[]) => `{${accounts.join(',')}}`;

/** ledger_hours of the accounts, as text, in key order. */
const rollupRows = (accounts: number[]) =>
  rowsOf(sql`select account_id::text as account, hour::text, kind, movements::text, in_cents::text as "in",
      out_cents::text as "out" from ledger_hours where account_id = any(${ids(accounts)}::int[]) order by 1, 2, 3`);

/** The same rows computed from the entries by hand (no shared SQL with the ledger or the seed path). */
const rollupFromEntries = (accounts: number[]) =>
  rowsOf(sql`select account::text, hour::text, kind, count(*)::text as movements,
      sum(greatest(net, 0))::text as "in", sum(least(net, 0))::text as "out"
    from (select e.account_id as account, date_trunc('hour', t.created_at at time zone 'UTC') at time zone 'UTC' as hour,
        t.kind, sum(e.amount_cents) as net
      from ledger_entries e join ledger_txns t on t.id = e.txn_id
      where e.account_id = any(${ids(accounts)}::int[]) group by 1, 2, 3, e.txn_id) m
    group by 1, 2, 3 order by 1, 2, 3`);

function request(op: Op, key: string, members: number[], house: number) {
  const a = members[op.who]!;
  const b = op.t === 'transfer' ? members[op.to === op.who ? (op.to + 1) % MEMBERS : op.to]! : house;
  let postings: Posting[];
  if (op.t === 'credit')
    postings = [
      { accountId: house, amountCents: -op.cents },
      { accountId: a, amountCents: op.cents },
    ];
  else if (op.t === 'bet')
    postings = [
      { accountId: a, amountCents: -op.cents },
      { accountId: house, amountCents: op.cents },
      ...(op.win
        ? [
            { accountId: house, amountCents: -op.cents * op.win },
            { accountId: a, amountCents: op.cents * op.win },
          ]
        : []),
    ];
  else
    postings = [
      { accountId: a, amountCents: -op.cents },
      { accountId: b, amountCents: op.cents },
    ];
  return {
    kind: op.t,
    scope: 'test',
    idempotencyKey: key,
    fingerprint: JSON.stringify(op),
    // Spread over a few UTC hours (and two moves of one key always share theirs).
    at: new Date(Date.UTC(2026, 0, 1, op.cents % 4, op.cents % 60)),
    lock: op.t === 'credit' ? [] : [a],
    touches: op.t === 'transfer' && !op.declare ? [] : [a, b],
    plan: () => ({ postings, result: {} }),
  };
}

test('cached balance = sum of entries; running balances follow entry order; no overdraft', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: MEMBERS, maxLength: MEMBERS }),
      fc.array(fc.record({ op, key: fc.integer({ min: 0, max: 11 }) }), { minLength: 1, maxLength: 24 }),
      async (starts, ops) => {
        run += 1;
        const brandId = `cache-${run}`;
        const house = await ledger.accountId(brandId, HOUSE_USER_ID);
        const members: number[] = [];
        for (let i = 0; i < MEMBERS; i++) members.push(await ledger.accountId(brandId, i + 1));
        for (const [i, cents] of starts.entries()) {
          if (cents === 0) continue;
          await ledger.move({
            brandId,
            ...request({ t: 'credit', who: i, cents }, `start-${i}`, members, house),
          });
        }
        // A key always carries its first op (a retry); different keys are different requests.
        const opOfKey = new Map<number, Op>();
        for (const o of ops) if (!opOfKey.has(o.key)) opOfKey.set(o.key, o.op);
        await Promise.all(
          ops.map(async (o) => {
            try {
              await ledger.move({ brandId, ...request(opOfKey.get(o.key)!, `k${o.key}`, members, house) });
            } catch (error) {
              if (!(error instanceof ApiFailure && error.code === 'wallet.insufficient')) throw error;
            }
          }),
        );

        const accounts = await handle.db
          .select()
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, [house, ...members]));
        expect(accounts.find((a) => a.id === house)?.balanceCents).toBeNull();
        let total = 0;
        for (const id of members) {
          const entries = await handle.db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.accountId, id))
            .orderBy(asc(ledgerEntries.id));
          let running = 0;
          for (const e of entries) {
            running += e.amountCents;
            expect(e.balanceAfterCents).toBe(running);
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(accounts.find((a) => a.id === id)?.balanceCents).toBe(running);
          expect(await ledger.balanceCents(id)).toBe(await ledger.summedCents(id));
          total += running;
        }
        const houseEntries = await handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, house));
        expect(houseEntries.every((e) => e.balanceAfterCents === null)).toBe(true);
        expect(total + (await ledger.summedCents(house))).toBe(0);

        // every txn balances, and a key moved money at most once
        const sums = await handle.db
          .select({ txnId: ledgerEntries.txnId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
          .from(ledgerEntries)
          .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
          .where(eq(ledgerTxns.brandId, brandId))
          .groupBy(ledgerEntries.txnId);
        for (const s of sums) expect(Number(s.total)).toBe(0);
        const keys = await handle.db
          .select({ key: ledgerTxns.idempotencyKey })
          .from(ledgerTxns)
          .where(eq(ledgerTxns.brandId, brandId));
        expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);

        // the rollup = the entries summed per (account, hour, kind), one movement per (txn, account)
        const expected = await rollupFromEntries(members);
        expect(await rollupRows(members)).toEqual(expected);
        await rollUpLedgerAccounts(handle.db, [house, ...members]);
        expect(await rollupRows([house, ...members])).toEqual(expected);
        const kinds = await rowsOf<{ account: number; same: boolean; kind: string | null }>(
          sql`select e.account_id as account, e.kind = t.kind as same, e.kind from ledger_entries e
            join ledger_txns t on t.id = e.txn_id where t.brand_id = ${brandId}`,
        );
        for (const k of kinds) expect(k.account === house ? k.kind === null : k.same).toBe(true);
      },
    ),
    { numRuns: 30 },
  );
});

test('a member account without a cached balance falls back to the sum of its entries', async () => {
  const brandId = 'uncached';
  const house = await ledger.accountId(brandId, HOUSE_USER_ID);
  const member = await ledger.accountId(brandId, 1);
  await ledger.move({ brandId, ...request({ t: 'credit', who: 0, cents: 700 }, 'a', [member], house) });
  // As for an account made before the cache existed.
  await handle.db.update(ledgerAccounts).set({ balanceCents: null }).where(eq(ledgerAccounts.id, member));
  await ledger.move({ brandId, ...request({ t: 'debit', who: 0, cents: 200 }, 'b', [member], house) });
  expect(await ledger.balanceCents(member)).toBe(500);
  await expect(
    ledger.move({ brandId, ...request({ t: 'debit', who: 0, cents: 501 }, 'c', [member], house) }),
  ).rejects.toMatchObject({ code: 'wallet.insufficient' });
});

test('crossing transfers that name only their own account: no lock cycle, every transfer lands', async () => {
  const brandId = 'crossing';
  const house = await ledger.accountId(brandId, HOUSE_USER_ID);
  const members = [await ledger.accountId(brandId, 1), await ledger.accountId(brandId, 2)];
  for (const [i] of members.entries())
    await ledger.move({ brandId, ...request({ t: 'credit', who: i, cents: 100_000 }, `start-${i}`, members, house) });
  const transfer = (who: number, i: number) =>
    ledger.move({
      brandId,
      ...request({ t: 'transfer', who, to: 1 - who, cents: 1 + (i % 7), declare: false }, `x${i}`, members, house),
    });
  const sent = (who: number) =>
    Array.from({ length: 40 }, (_, i) => i).reduce((sum, i) => sum + (i % 2 === who ? 1 + (i % 7) : 0), 0);
  await Promise.all(Array.from({ length: 40 }, (_, i) => transfer(i % 2, i)));
  const [a, b] = [await ledger.balanceCents(members[0]!), await ledger.balanceCents(members[1]!)];
  expect(a + b).toBe(200_000);
  expect(a - 100_000).toBe(sent(1) - sent(0));
  expect(a).toBe(await ledger.summedCents(members[0]!));
  expect(b).toBe(await ledger.summedCents(members[1]!));
});
