// Agent payouts are paid once (issue 33; services/agent/payouts.ts), property-tested with fast-check: for a new agent
// with daily salary, hourly salary and weekly dividend contracts and random bets of its two members over the last
// days, settling random ticks, each repeated, all at once, pays every period that is over once: one payout row and
// one ledger txn per agent, kind and period, every txn balanced, the brand's entries summing to 0, the agent's wallet
// equal to its entries and to its payouts, and the salary and dividend totals equal to a model computed here from the
// bets. Runs on PGlite and PostgreSQL (DATABASE_URL).
import fc from 'fast-check';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { agentContracts, agentPayouts, ledgerTxns, users } from '../src/db/schema';
import { addToHierarchy } from '../src/services/agent/hierarchy';
import { settleAgentPayouts } from '../src/services/agent/payouts';
import { LOOKBACK_DAYS, SETTLE_LAG_MS } from '../src/services/agent/payoutPeriods';
import { localDay, localDayStart, nextDay } from '../src/services/agent/period';
import { tickOf } from '../src/services/jobs';
import { feedNodeIds } from '../src/services/records/gameIndex';
import { settleFeedBets } from '../src/services/records/vendorFeed';
import { startServer, type TestServer } from './harness';

const BRAND = 'lucky-peso';
const TZ = 'Asia/Manila';
const HOUR = 3_600_000;
const DAY = 86_400_000;
let s: TestServer;
let base: Date;
beforeAll(async () => {
  s = await startServer();
  base = tickOf(s.ctx.clock(), HOUR);
}, 180_000);
afterAll(() => s?.close());

const tier = (minValidStake: string, value: string) => ({ minValidStake, minActive: 1, value });
// Daily salary ₱25 from ₱10 valid stake a day; hourly ₱1 from ₱1; a weekly dividend of 10 % of the team's net loss.
const DAILY = { cents: 2_500, minCents: 1_000, terms: { tiers: [tier('10.00', '25.00')] } };
const HOURLY = { cents: 100, terms: { tiers: [tier('1.00', '1.00')] } };
const DIVIDEND = { bps: 1_000, terms: { period: 'week', tiers: [tier('1.00', '10.00')] } };

let made = 0;
async function account(type: number, uplineId: number | null): Promise<number> {
  const [row] = await s.ctx.db
    .insert(users)
    .values({
      brandId: BRAND,
      merchantCode: s.ctx.brands.get(BRAND)!.brand.merchantCode,
      username: `pay${process.pid % 1000}x${++made}`,
      passwordHash: 'not-used',
      type,
      uplineId,
      createdAt: s.ctx.clock(),
    })
    .returning({ id: users.id });
  await addToHierarchy(s.ctx.db, row!.id, uplineId);
  return row!.id;
}

interface Bet {
  member: number;
  at: Date;
  stakeCents: number;
  winCents: number;
}

/** Σ over the periods [start, end) that are due at some tick, of what the period pays given its bets. */
function model(bets: Bet[], ticks: Date[], periods: { start: Date; end: Date }[], pays: (b: Bet[]) => number) {
  const last = Math.max(...ticks.map((t) => t.getTime())) - SETTLE_LAG_MS;
  const first = Math.min(...ticks.map((t) => t.getTime())) - LOOKBACK_DAYS * DAY;
  let total = 0;
  for (const p of periods) {
    if (p.end.getTime() > last || p.end.getTime() <= first) continue;
    const inside = bets.filter((b) => b.at >= p.start && b.at < p.end);
    if (inside.length) total += pays(inside);
  }
  return total;
}

const days = (from: Date, to: Date) => {
  const out: { start: Date; end: Date }[] = [];
  for (let d = localDay(from, TZ); localDayStart(d, TZ) < to; d = nextDay(d))
    out.push({ start: localDayStart(d, TZ), end: localDayStart(nextDay(d), TZ) });
  return out;
};
const weeks = (from: Date, to: Date) =>
  days(from, to)
    .filter((d) => new Date(d.start.getTime() + 8 * HOUR).getUTCDay() === 1) // Mondays in Manila
    .map((d) => ({ start: d.start, end: new Date(d.start.getTime() + 7 * DAY) }));
const hours = (from: Date, to: Date) => {
  const out: { start: Date; end: Date }[] = [];
  for (let t = tickOf(from, HOUR).getTime(); t < to.getTime(); t += HOUR)
    out.push({ start: new Date(t), end: new Date(t + HOUR) });
  return out;
};

test('settling the same periods twice, and at once, pays each once and the ledger balances', async () => {
  const nodeId = feedNodeIds()[0]!;
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          member: fc.integer({ min: 0, max: 1 }),
          minutesAgo: fc.integer({ min: 1, max: 4 * 24 * 60 }),
          stake: fc.integer({ min: 100, max: 3_000 }),
          won: fc.boolean(),
        }),
        { minLength: 1, maxLength: 10 },
      ),
      fc.array(fc.record({ hoursAgo: fc.integer({ min: 0, max: 30 }), repeat: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      async (betSpecs, tickSpecs) => {
        const agentId = await account(1, null);
        const members = [await account(0, agentId), await account(0, agentId)];
        for (const m of members)
          await s.ctx.wallet.credit({ brandId: BRAND, userId: m, cents: 1_000_000, kind: 'seed', key: `seed:pay${m}` });
        const accepted = new Date(base.getTime() - 30 * DAY);
        await s.ctx.db.insert(agentContracts).values(
          (
            [
              ['daily', DAILY.terms],
              ['hourly', HOURLY.terms],
              ['dividend', DIVIDEND.terms],
            ] as const
          ).map(([kind, terms]) => ({
            brandId: BRAND,
            kind,
            agentId,
            offeredBy: null,
            terms,
            status: 'accepted',
            createdAt: accepted,
            decidedAt: accepted,
          })),
        );
        const bets: Bet[] = betSpecs.map((b) => ({
          member: members[b.member]!,
          at: new Date(base.getTime() - b.minutesAgo * 60_000),
          stakeCents: b.stake,
          winCents: b.won ? 2 * b.stake : 0,
        }));
        const fed = await settleFeedBets(
          s.ctx,
          bets.map((b, i) => ({
            brandId: BRAND,
            userId: b.member,
            nodeId,
            stakeCents: b.stakeCents,
            winCents: b.winCents,
            placedAt: b.at,
            settledAt: b.at,
            betNo: `PAY${agentId}x${i}`,
          })),
        );
        expect(fed.settled).toBe(bets.length);

        // Every tick settled 1–3 times, all at once (a few seconds into the hour, as a job's run would be).
        const ticks = tickSpecs.map((t) => new Date(base.getTime() - t.hoursAgo * HOUR + 7_000));
        await Promise.all(
          tickSpecs
            .flatMap((t, i) => Array.from({ length: t.repeat }, () => ticks[i]!))
            .map((t) => settleAgentPayouts(s.ctx, t)),
        );

        const rows = await s.ctx.db.select().from(agentPayouts).where(eq(agentPayouts.agentId, agentId));
        const keys = rows.map((r) => `${r.kind}:${r.period}`);
        expect(new Set(keys).size).toBe(keys.length);
        const paid = rows.filter((r) => r.amountCents > 0);
        const txns = await s.ctx.db
          .select()
          .from(ledgerTxns)
          .where(and(eq(ledgerTxns.brandId, BRAND), like(ledgerTxns.idempotencyKey, `agent-%:${agentId}:%`)));
        expect(txns.map((t) => t.idempotencyKey).sort()).toEqual(
          paid.map((r) => `agent-${r.kind}:${agentId}:${r.period}`).sort(),
        );
        for (const r of paid) expect(txns.find((t) => t.id === r.txnId)?.ref).toBe(String(r.id));

        // The ledger balances: every txn of the brand sums to 0, so do all its entries; the wallet is its entries.
        const unbalanced = await s.ctx.db.execute(sql`select e.txn_id from ledger_entries e
          join ledger_txns t on t.id = e.txn_id where t.brand_id = ${BRAND}
          group by e.txn_id having sum(e.amount_cents) <> 0`);
        expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
        const wallet = await s.ctx.ledger.accountId(BRAND, agentId);
        const paidTotal = rows.reduce((sum, r) => sum + r.amountCents, 0);
        expect(await s.ctx.ledger.summedCents(wallet)).toBe(paidTotal);
        expect(await s.ctx.ledger.balanceCents(wallet)).toBe(paidTotal);

        // What was paid is what the contracts say for every period that was over at some tick.
        const span = [new Date(base.getTime() - 12 * DAY), new Date(base.getTime() + DAY)] as const;
        const sumOf = (kind: string) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.amountCents, 0);
        const valid = (b: Bet[]) => b.reduce((sum, x) => sum + (x.winCents === x.stakeCents ? 0 : x.stakeCents), 0);
        const net = (b: Bet[]) => b.reduce((sum, x) => sum + x.winCents - x.stakeCents, 0);
        expect(sumOf('daily')).toBe(
          model(bets, ticks, days(...span), (b) => (valid(b) >= DAILY.minCents ? DAILY.cents : 0)),
        );
        expect(sumOf('hourly')).toBe(model(bets, ticks, hours(...span), () => HOURLY.cents));
        expect(sumOf('dividend')).toBe(
          model(bets, ticks, weeks(...span), (b) => (net(b) < 0 ? Math.floor((-net(b) * DIVIDEND.bps) / 10_000) : 0)),
        );
        // No period pays before it is over: nothing ends after the last tick (less the lag).
        const last = Math.max(...ticks.map((t) => t.getTime()));
        for (const r of rows) expect(r.periodEnd.getTime() + SETTLE_LAG_MS).toBeLessThanOrEqual(last);
      },
    ),
    { numRuns: 10 },
  );
}, 600_000);
