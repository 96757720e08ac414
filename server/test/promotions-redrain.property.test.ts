// Red envelope rain under concurrency (fast-check): random members fire grabs in parallel, with replays of the same
// idempotency key, against random pools and caps. Nothing passes a cap or the pool, a replay gets nothing extra,
// every envelope is credited exactly once, and no grab is refused while envelopes and money are left.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL (real parallel transactions).
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RedRainGrabReply } from '@common/generated/api';
import { centsToDecimal, decimalToCents } from '@common/money';
import { ledgerTxns, redRainGrabs, redRainRounds, users } from '../src/db/schema';
import { ApiFailure } from '../src/errors';
import { grabEnvelope } from '../src/services/promotions/redRainGrab';
import { setBrandSettings } from './brandSettingsFixture';
import { startServer, type TestServer } from './harness';
import { unbalancedTxns } from './wallet-helpers';

const BRAND = 'lucky-peso';
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

let run = 0;
async function newUser(name: string) {
  const [u] = await s.ctx.db
    .insert(users)
    .values({ brandId: BRAND, merchantCode: 'LUCKYPESO', username: name, passwordHash: 'x', createdAt: s.ctx.clock() })
    .returning({ id: users.id });
  return u!.id;
}

const scenario = fc.record({
  poolCents: fc.integer({ min: 50, max: 4000 }),
  minCents: fc.integer({ min: 1, max: 300 }),
  spreadCents: fc.integer({ min: 0, max: 500 }),
  perMember: fc.integer({ min: 1, max: 4 }),
  perEvent: fc.integer({ min: 1, max: 8 }),
  members: fc.integer({ min: 1, max: 4 }),
  attempts: fc.array(fc.record({ member: fc.nat(3), key: fc.nat(4), copies: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 16,
  }),
});

test('parallel and replayed grabs never pass the caps or the pool, and pay each envelope once', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async (p) => {
      run += 1;
      const eventId = `prop-${run}`;
      const event = {
        id: eventId,
        titleEn: 'Prop',
        titleTy: 'Prop',
        from: '00:00',
        to: '24:00',
        pool: centsToDecimal(p.poolCents),
        min: centsToDecimal(p.minCents),
        max: centsToDecimal(p.minCents + p.spreadCents),
        perMember: p.perMember,
        perEvent: p.perEvent,
      };
      await setBrandSettings(s, { settings: { redRain: { events: [event] } } }, { brand: BRAND });
      const ids = await Promise.all(Array.from({ length: p.members }, (_, i) => newUser(`rp${run}m${i}`)));
      const calls = p.attempts
        .filter((a) => a.member < p.members)
        .flatMap((a) => Array.from({ length: a.copies }, () => ({ member: a.member, key: `k${a.key}` })));
      const outcomes = await Promise.all(
        calls.map(async (c) => {
          try {
            const reply = await grabEnvelope(
              s.ctx,
              { id: ids[c.member]!, brandId: BRAND, type: 0, real: true },
              eventId,
              c.key,
            );
            return { ...c, reply };
          } catch (error) {
            if (error instanceof ApiFailure && ['redrain.limit', 'redrain.empty'].includes(error.code))
              return { ...c, refused: error.code };
            throw error;
          }
        }),
      );

      // Per key: every copy got the same reply, or every copy was refused.
      const byKey = new Map<string, typeof outcomes>();
      for (const o of outcomes) byKey.set(`${o.member}/${o.key}`, [...(byKey.get(`${o.member}/${o.key}`) ?? []), o]);
      const paid: { member: number; cents: number }[] = [];
      for (const copies of byKey.values()) {
        const ok = copies.filter((c) => 'reply' in c) as { member: number; reply: RedRainGrabReply }[];
        expect(ok.length === 0 || ok.length === copies.length).toBe(true);
        for (const c of ok) expect(c.reply).toEqual(ok[0]!.reply);
        if (ok[0]) paid.push({ member: ok[0].member, cents: decimalToCents(ok[0].reply.amount)! });
      }
      const total = paid.reduce((n, g) => n + g.cents, 0);
      expect(total).toBeLessThanOrEqual(p.poolCents);
      expect(paid.length).toBeLessThanOrEqual(p.perEvent);
      for (const g of paid) {
        expect(g.cents).toBeGreaterThanOrEqual(1);
        expect(g.cents).toBeLessThanOrEqual(p.minCents + p.spreadCents);
      }
      const keysOf = (m: number) => new Set(calls.filter((c) => c.member === m).map((c) => c.key)).size;
      for (let m = 0; m < p.members; m++) {
        const mine = paid.filter((g) => g.member === m);
        expect(mine.length).toBeLessThanOrEqual(p.perMember);
        // The wallet holds exactly the member's envelopes: one credit each, replays paid nothing.
        expect(await s.ctx.wallet.balanceCents(BRAND, ids[m]!)).toBe(mine.reduce((n, g) => n + g.cents, 0));
      }
      // Nothing was refused while envelopes and money were left.
      if (total < p.poolCents) {
        let wanted = 0;
        for (let m = 0; m < p.members; m++) wanted += Math.min(p.perMember, keysOf(m));
        expect(paid.length).toBe(Math.min(p.perEvent, wanted));
      }
      const [round] = await s.ctx.db
        .select()
        .from(redRainRounds)
        .where(and(eq(redRainRounds.brandId, BRAND), eq(redRainRounds.eventId, eventId)));
      expect(round ? { paid: round.paidCents, n: round.envelopes } : { paid: 0, n: 0 }).toEqual({
        paid: total,
        n: paid.length,
      });
      if (round) {
        const grabs = await s.ctx.db.select().from(redRainGrabs).where(eq(redRainGrabs.roundId, round.id));
        expect(grabs).toHaveLength(paid.length);
        if (grabs.length) {
          const txns = await s.ctx.db
            .select({ id: ledgerTxns.id })
            .from(ledgerTxns)
            .where(
              and(
                eq(ledgerTxns.kind, 'red-rain'),
                inArray(
                  ledgerTxns.idempotencyKey,
                  grabs.map((g) => `red-rain:${g.id}`),
                ),
              ),
            );
          expect(txns.map((t) => t.id).sort()).toEqual(grabs.map((g) => g.txnId).sort());
        }
      }
    }),
    { numRuns: 25 },
  );
  expect(await unbalancedTxns(s)).toEqual([]);
}, 240_000);
