// Money safety of the wallet (fast-check): concurrent deposits with repeated callbacks, withdrawals, approvals,
// rejections and transfers to the upline never overdraw, every ledger txn sums to zero, the balances equal the
// accepted operations, and replaying the accepted requests (same keys, same callbacks) changes nothing.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bankCards } from '../src/db/schema';
import { ApiFailure } from '../src/errors';
import { handleCallback } from '../src/services/wallet/callback';
import { createDeposit } from '../src/services/wallet/deposits';
import { decideWithdrawal } from '../src/services/wallet/operator';
import { uplineTransfer } from '../src/services/wallet/transfer';
import { createWithdrawal } from '../src/services/wallet/withdraw';
import { startServer, type TestServer } from './harness';
import { balance, insertMember, PAY_PASSWORD, signedCallback, unbalancedTxns } from './wallet-helpers';

const BRAND = 'lucky-peso';
let s: TestServer;
let payHash: string;
beforeAll(async () => {
  // The password guard counts every payment password check (10 a minute per account and address): this property
  // replays far more in one test minute than a person could. The guard's limits have their own tests.
  s = await startServer({
    rateLimits: { login: { max: 100_000, windowSeconds: 60 }, passwordIp: { max: 100_000, windowSeconds: 60 } },
  });
  payHash = await s.ctx.passwords.hash(PAY_PASSWORD);
});
afterAll(() => s.close());

let run = 0;
const newUser = async (name: string, uplineId: number | null) => (await insertMember(s, name, payHash, uplineId)).id;

/** Runs the request; an ApiFailure (a refusal) is `undefined`, anything else fails the test. */
async function refusedOr<T>(p: Promise<T>): Promise<T | undefined> {
  try {
    return await p;
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500) return undefined;
    throw error;
  }
}

const op = fc.oneof(
  fc.record({
    t: fc.constant('deposit' as const),
    pesos: fc.integer({ min: 100, max: 900 }),
    pay: fc.boolean(),
    repeats: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    t: fc.constant('withdraw' as const),
    pesos: fc.integer({ min: 100, max: 900 }),
    key: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    t: fc.constant('transfer' as const),
    pesos: fc.integer({ min: 1, max: 900 }),
    key: fc.integer({ min: 0, max: 3 }),
  }),
);

test('concurrent wallet operations: no overdraft, balanced txns, balances match, replays change nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 2_000 }),
      fc.array(op, { minLength: 1, maxLength: 10 }),
      fc.array(fc.boolean(), { minLength: 0, maxLength: 6 }),
      async (startPesos, ops, decisions) => {
        run += 1;
        const upline = await newUser(`prop-up-${run}`, null);
        const me = await newUser(`prop-${run}`, upline);
        const [card] = await s.ctx.db
          .insert(bankCards)
          .values({
            userId: me,
            bankCode: 'BDO',
            accountNumber: `99${run}123456`,
            holderName: 'Prop Test',
            createdAt: s.ctx.clock(),
          })
          .returning({ id: bankCards.id });
        const member = { id: me, brandId: BRAND };
        if (startPesos > 0)
          await s.ctx.wallet.credit({
            brandId: BRAND,
            userId: me,
            cents: startPesos * 100,
            kind: 'deposit',
            key: `start-${run}`,
          });
        const upBefore = await balance(s, upline);

        // A key always carries the same request (a retry); a different amount under a key would be refused anyway.
        const withdrawOf = new Map<number, number>();
        const transferOf = new Map<number, number>();
        for (const o of ops) {
          if (o.t === 'withdraw' && !withdrawOf.has(o.key)) withdrawOf.set(o.key, o.pesos * 100);
          if (o.t === 'transfer' && !transferOf.has(o.key)) transferOf.set(o.key, o.pesos * 100);
        }
        const replays: (() => Promise<unknown>)[] = [];
        let expected = startPesos * 100;
        let toUpline = 0;
        const withdrawals = new Map<number, number>();
        const transfers = new Map<string, number>();

        await Promise.all(
          ops.map(async (o, i) => {
            if (o.t === 'deposit') {
              const order = await refusedOr(
                createDeposit(s.ctx, member, { channelId: 'GCASH', amount: `${o.pesos}.00` }, `dep-${run}-${i}`),
              );
              if (!order) return;
              const cb = signedCallback(s, order, o.pay ? 'paid' : 'failed', BRAND);
              const results = await Promise.all(Array.from({ length: o.repeats }, () => handleCallback(s.ctx, cb)));
              expect(results.filter((r) => r.accepted)).toHaveLength(1);
              if (o.pay) expected += o.pesos * 100;
              replays.push(() => handleCallback(s.ctx, cb));
            } else if (o.t === 'withdraw') {
              const cents = withdrawOf.get(o.key)!;
              const body = { amount: (cents / 100).toFixed(2), bankCardId: card!.id, paymentPassword: PAY_PASSWORD };
              const r = await refusedOr(createWithdrawal(s.ctx, member, body, `w-${run}-${o.key}`));
              if (!r) return;
              withdrawals.set(r.withdrawal.id, cents);
              replays.push(() => refusedOr(createWithdrawal(s.ctx, member, body, `w-${run}-${o.key}`)));
            } else {
              const cents = transferOf.get(o.key)!;
              const body = { amount: (cents / 100).toFixed(2), paymentPassword: PAY_PASSWORD };
              const r = await refusedOr(uplineTransfer(s.ctx, member, body, `t-${run}-${o.key}`));
              if (!r) return;
              transfers.set(`t-${run}-${o.key}`, cents);
              replays.push(() => uplineTransfer(s.ctx, member, body, `t-${run}-${o.key}`));
            }
          }),
        );
        for (const cents of withdrawals.values()) expected -= cents;
        for (const cents of transfers.values()) {
          expected -= cents;
          toUpline += cents;
        }
        expect(await balance(s, me)).toBe(expected);

        // Operator decisions, concurrently and repeated: each withdrawal is decided once.
        const ids = [...withdrawals.keys()];
        const decided = new Map<number, 'paid' | 'rejected'>();
        await Promise.all(
          decisions.flatMap((approve, i) => {
            const id = ids[i % Math.max(1, ids.length)];
            if (id === undefined) return [];
            const decision = approve ? ('paid' as const) : ('rejected' as const);
            return [0, 1].map(async () => {
              const r = await refusedOr(decideWithdrawal(s.ctx, id, decision));
              if (r) decided.set(id, r.state as 'paid' | 'rejected');
            });
          }),
        );
        for (const [id, state] of decided) if (state === 'rejected') expected += withdrawals.get(id)!;
        expect(await balance(s, me)).toBe(expected);
        expect(await balance(s, upline)).toBe(upBefore + toUpline);
        expect(expected).toBeGreaterThanOrEqual(0);

        for (const replay of replays) await replay();
        for (const [id, state] of decided) await decideWithdrawal(s.ctx, id, state);
        expect(await balance(s, me)).toBe(expected);
        expect(await balance(s, upline)).toBe(upBefore + toUpline);
        expect(await unbalancedTxns(s)).toEqual([]);
      },
    ),
    { numRuns: Number(process.env.WALLET_PROPERTY_RUNS ?? 20), seed: Number(process.env.FUZZ_SEED ?? 4242) },
  );
}, 600_000);
