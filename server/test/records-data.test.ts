// The data behind the records (issue 16): the demo history seed, the vendor feed, the demo game's bet rows, and the
// sums the reports rely on — over a period, bets' net equals the ledger change of the bet txns, and deposits −
// withdrawals + bets + other credits equal the balance change. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  betHours,
  bets,
  depositOrders,
  ledgerAccounts,
  ledgerEntries,
  ledgerTxns,
  users,
  withdrawals,
} from '../src/db/schema';
import { HISTORY_DAYS, runDemoHistorySeed } from '../src/db/seed/recordsSeed';
import { LEDGER_KINDS } from '../src/services/ledger';
import { feedTick } from '../src/services/records/feedJob';
import { feedNodeIds } from '../src/services/records/gameIndex';
import { generateFeedBets, settleFeedBets } from '../src/services/records/vendorFeed';
import { auth, startServer, type Envelope, type TestServer } from './harness';

const BRAND = 'lucky-peso';
const DAY_MS = 86_400_000;
let s: TestServer;

async function userId(username: string, brand = BRAND) {
  const [u] = await s.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brand), eq(users.username, username)));
  return u!.id;
}

async function walletOf(id: number, brand = BRAND) {
  return s.ctx.ledger.accountId(brand, id);
}

/** The member's balance just before `at`: the running balance of its last entry made before then. */
async function balanceBefore(wallet: number, at: Date) {
  const [row] = await s.ctx.db
    .select({ after: ledgerEntries.balanceAfterCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(eq(ledgerEntries.accountId, wallet), lt(ledgerTxns.createdAt, at)))
    .orderBy(sql`${ledgerEntries.id} desc`)
    .limit(1);
  return row?.after ?? 0;
}

/** Cached balance = sum of entries, and every balance_after is the running sum in entry order. */
async function expectConsistent(wallet: number) {
  const entries = await s.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, wallet))
    .orderBy(asc(ledgerEntries.id));
  let running = 0;
  for (const e of entries) {
    running += e.amountCents;
    expect(e.balanceAfterCents).toBe(running);
  }
  const [account] = await s.ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet));
  expect(account!.balanceCents).toBe(running);
  return running;
}

let seedMs = 0;
beforeAll(async () => {
  s = await startServer();
  const started = Date.now();
  const ran = await runDemoHistorySeed(
    { db: s.ctx.db, clock: s.ctx.clock, ledger: s.ctx.ledger, hashPassword: (p) => s.ctx.passwords.hash(p) },
    s.ctx.brands.get(BRAND)!,
  );
  seedMs = Date.now() - started;
  expect(ran).toEqual([`${BRAND} records-history-v1`]);
});
afterAll(() => s.close());

describe('the demo history seed', () => {
  test('deposits, withdrawals and ~2,000 feed bets, every one through the ledger with its ref', async () => {
    console.info(`records history seed for one brand: ${seedMs} ms`);
    const demo = await userId('demo');
    const betRows = await s.ctx.db.select().from(bets).where(eq(bets.userId, demo));
    expect(betRows.length).toBeGreaterThan(1500);
    expect(betRows.length).toBeLessThanOrEqual(2000);
    expect(new Set(betRows.map((b) => b.category)).size).toBeGreaterThan(4);
    const txns = await s.ctx.db
      .select()
      .from(ledgerTxns)
      .where(
        inArray(
          ledgerTxns.id,
          betRows.map((b) => b.txnId!),
        ),
      );
    const byId = new Map(txns.map((t) => [t.id, t]));
    for (const b of betRows) {
      const t = byId.get(b.txnId!)!;
      expect(t).toMatchObject({ kind: 'feed-bet', ref: b.betNo, idempotencyKey: b.betNo, scope: 'feed' });
      expect(t.createdAt.getTime()).toBe(b.settledAt!.getTime());
      expect(b.netCents).toBe(b.winCents - b.stakeCents);
    }

    const orders = await s.ctx.db.select().from(depositOrders).where(eq(depositOrders.brandId, BRAND));
    const paid = orders.filter((o) => o.state === 'paid');
    expect(paid.filter((o) => o.userId === demo).length).toBeGreaterThanOrEqual(8);
    expect(orders.some((o) => o.userId === demo && o.state !== 'paid')).toBe(true);
    const depositTxns = await s.ctx.db
      .select()
      .from(ledgerTxns)
      .where(and(eq(ledgerTxns.brandId, BRAND), eq(ledgerTxns.kind, 'deposit')));
    expect(new Set(depositTxns.map((t) => t.ref))).toEqual(new Set(paid.map((o) => o.id)));

    const ws = await s.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, demo));
    expect(new Set(ws.map((w) => w.state))).toEqual(new Set(['paid', 'rejected', 'pending']));
    const wTxns = await s.ctx.db
      .select()
      .from(ledgerTxns)
      .where(and(eq(ledgerTxns.brandId, BRAND), inArray(ledgerTxns.kind, ['withdrawal', 'withdrawal-paid'])));
    for (const w of ws) expect(wTxns.filter((t) => t.ref === String(w.id)).length).toBe(w.state === 'paid' ? 2 : 1);

    await expectConsistent(await walletOf(demo));
    // Once per brand: a second run does nothing.
    const again = await runDemoHistorySeed(
      { db: s.ctx.db, clock: s.ctx.clock, ledger: s.ctx.ledger, hashPassword: (p) => s.ctx.passwords.hash(p) },
      s.ctx.brands.get(BRAND)!,
    );
    expect(again).toEqual([]);
  });

  test('over a period: bets net = ledger change of bet txns; deposits − withdrawals + bets + others = change', async () => {
    const demo = await userId('demo');
    const wallet = await walletOf(demo);
    const now = s.ctx.clock().getTime();
    const periods = [
      [now - (HISTORY_DAYS - 10) * DAY_MS, now - 20 * DAY_MS],
      [now - (HISTORY_DAYS + 2) * DAY_MS, now],
      [now - 7 * DAY_MS, now - 3 * DAY_MS],
    ];
    for (const [p0, p1] of periods.map(([a, b]) => [new Date(a!), new Date(b!)] as const)) {
      const [betSum] = await s.ctx.db
        .select({ net: sql<string>`coalesce(sum(${bets.netCents}), 0)`, n: sql<string>`count(*)` })
        .from(bets)
        .where(and(eq(bets.userId, demo), gte(bets.settledAt, p0), lt(bets.settledAt, p1)));
      const byKind = await s.ctx.db
        .select({ kind: ledgerTxns.kind, total: sql<string>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
        .where(and(eq(ledgerEntries.accountId, wallet), gte(ledgerTxns.createdAt, p0), lt(ledgerTxns.createdAt, p1)))
        .groupBy(ledgerTxns.kind);
      const kind = (k: string) => Number(byKind.find((r) => r.kind === k)?.total ?? 0);
      expect(Number(betSum!.n)).toBeGreaterThan(0);
      expect(kind('feed-bet') + kind('demo-spin')).toBe(Number(betSum!.net));

      // The same change from the request tables: orders paid, withdrawals asked for and returned.
      const [dep] = await s.ctx.db
        .select({ total: sql<string>`coalesce(sum(${depositOrders.amountCents}), 0)` })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.userId, demo),
            eq(depositOrders.state, 'paid'),
            gte(depositOrders.decidedAt, p0),
            lt(depositOrders.decidedAt, p1),
          ),
        );
      const [asked] = await s.ctx.db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)` })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, demo), gte(withdrawals.createdAt, p0), lt(withdrawals.createdAt, p1)));
      const [returned] = await s.ctx.db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, demo),
            eq(withdrawals.state, 'rejected'),
            gte(withdrawals.decidedAt, p0),
            lt(withdrawals.decidedAt, p1),
          ),
        );
      const others = ['reward', 'rebate', 'bonus', 'seed', 'upline-transfer'].reduce((sum, k) => sum + kind(k), 0);
      const change = (await balanceBefore(wallet, p1)) - (await balanceBefore(wallet, p0));
      expect(Number(dep!.total) - Number(asked!.total) + Number(returned!.total) + Number(betSum!.net) + others).toBe(
        change,
      );
      expect(kind('deposit')).toBe(Number(dep!.total));
    }
  });

  test('bet_hours holds the hourly sums of the bets', async () => {
    const demo = await userId('demo');
    const fromBets = await s.ctx.db.execute(sql`
      select date_trunc('hour', settled_at at time zone 'UTC') at time zone 'UTC' as hour, category, vendor,
        count(*)::int as n, sum(stake_cents)::bigint as stake, sum(valid_stake_cents)::bigint as valid,
        sum(win_cents)::bigint as win, sum(net_cents)::bigint as net
      from bets where user_id = ${demo} group by 1, 2, 3`);
    const rows = (fromBets as unknown as { rows: Record<string, unknown>[] }).rows;
    const hours = await s.ctx.db.select().from(betHours).where(eq(betHours.userId, demo));
    expect(hours.length).toBe(rows.length);
    const key = (hour: Date | string, category: unknown, vendor: unknown) =>
      `${new Date(hour).getTime()}|${String(category)}|${String(vendor)}`;
    const stored = new Map(hours.map((h) => [key(h.hour, h.category, h.vendor), h]));
    for (const r of rows) {
      const h = stored.get(key(r.hour as string, r.category, r.vendor))!;
      expect([h.betCount, h.stakeCents, h.validStakeCents, h.winCents, h.netCents]).toEqual(
        [r.n, r.stake, r.valid, r.win, r.net].map(Number),
      );
    }
  });

  test('ledger_hours of the seeded wallets = their movements summed per hour and kind', async () => {
    const wallet = await s.ctx.ledger.accountId(BRAND, await userId('demo'));
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await s.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const fromEntries = await rowsOf(sql`
      select hour::text, kind, count(*)::text as n, sum(greatest(net, 0))::text as "in", sum(least(net, 0))::text as "out"
      from (select date_trunc('hour', t.created_at at time zone 'UTC') at time zone 'UTC' as hour, t.kind,
          sum(e.amount_cents) as net
        from ledger_entries e join ledger_txns t on t.id = e.txn_id where e.account_id = ${wallet}
        group by 1, 2, e.txn_id) m
      group by 1, 2 order by 1, 2`);
    const stored = await rowsOf(sql`select hour::text, kind, movements::text as n, in_cents::text as "in",
        out_cents::text as "out" from ledger_hours where account_id = ${wallet} order by 1, 2`);
    expect(fromEntries.length).toBeGreaterThan(10);
    expect(stored).toEqual(fromEntries);
  });
});

describe('the vendor feed', () => {
  test('settles once per betNo; a replay and a stake above the balance write nothing', async () => {
    const type0 = await userId('type0');
    const type4 = await userId('type4');
    const now = s.ctx.clock();
    const options = {
      brandId: BRAND,
      userIds: [type0],
      nodeIds: feedNodeIds(),
      from: new Date(now.getTime() - 2 * 3_600_000),
      to: now,
      count: 40,
      seed: 99,
    };
    const list = generateFeedBets(options);
    expect(generateFeedBets(options)).toEqual(list); // deterministic with a seed
    const before = await s.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bets);
    const first = await settleFeedBets(s.ctx, list);
    expect(first.settled + first.skipped).toBe(40);
    expect(first.settled).toBeGreaterThan(0);
    const replay = await settleFeedBets(s.ctx, list);
    expect(replay).toEqual({ settled: 0, skipped: 40 });
    const after = await s.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bets);
    expect(after[0]!.n - before[0]!.n).toBe(first.settled);

    // type4 has no money: every stake is above the balance.
    const broke = list.map((b) => ({ ...b, userId: type4, betNo: `${b.betNo}-4` }));
    expect(await settleFeedBets(s.ctx, broke)).toEqual({ settled: 0, skipped: 40 });
    expect(await s.ctx.db.select().from(bets).where(eq(bets.userId, type4))).toEqual([]);
    await expectConsistent(await walletOf(type0));
  });

  test('concurrent calls with overlapping bets settle each bet once', async () => {
    const members = [await userId('type0', 'bayani-bet'), await userId('demo', 'bayani-bet')];
    const now = s.ctx.clock();
    const list = generateFeedBets({
      brandId: 'bayani-bet',
      userIds: members,
      nodeIds: feedNodeIds(),
      from: new Date(now.getTime() - 3_600_000),
      to: now,
      count: 30,
      seed: 7,
    });
    const results = await Promise.all([
      settleFeedBets(s.ctx, list),
      settleFeedBets(s.ctx, [...list].reverse()),
      settleFeedBets(s.ctx, list.slice(10)),
    ]);
    const settled = results.reduce((sum, r) => sum + r.settled, 0);
    const rows = await s.ctx.db.select().from(bets).where(inArray(bets.userId, members));
    expect(rows.length).toBe(settled);
    expect(new Set(rows.map((r) => r.betNo)).size).toBe(rows.length);
    for (const m of members) await expectConsistent(await walletOf(m, 'bayani-bet'));
  });

  test('a feed round bets for the demo members between two clock readings', async () => {
    const since = s.ctx.clock();
    s.clock.advance(600);
    const now = s.ctx.clock();
    const before = await s.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bets);
    let settled = 0;
    for (let seed = 1; settled === 0 && seed < 20; seed++) settled = await feedTick(s.ctx, since, now, seed);
    expect(settled).toBeGreaterThan(0);
    const fresh = await s.ctx.db.select().from(bets).where(gte(bets.placedAt, since));
    expect(fresh.length).toBeGreaterThanOrEqual(settled);
    const after = await s.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bets);
    expect(after[0]!.n - before[0]!.n).toBe(settled);
    for (const b of fresh) expect(b.settledAt!.getTime()).toBe(now.getTime());
  });
});

describe('the demo game', () => {
  test('concurrent retries of one spin write exactly one bet; each key its own', async () => {
    const token = await s.token('demo', 'demo1234!', BRAND);
    const launch = (
      await s.inject({
        url: '/wps/game/launch?vendor=PG&gameId=PG_0001&nodeId=100001&showChoice=false',
        headers: auth(token),
      })
    ).json() as Envelope<{ url: string }>;
    const ticket = decodeURIComponent(launch.value!.url.split('#ticket=')[1]!);
    const spin = (key: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/game/demo/spin',
        headers: { 'x-launch-ticket': ticket, 'idempotency-key': key },
        payload: { stake: '2.00' },
      });
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const replies = await Promise.all([...keys, keys[0]!, keys[0]!, keys[1]!, keys[0]!].map(spin));
    for (const r of replies) expect(r.statusCode).toBe(200);
    expect(replies[3]!.json()).toEqual(replies[0]!.json());
    expect(replies[5]!.json()).toEqual(replies[1]!.json());

    const txns = await s.ctx.db.select().from(ledgerTxns).where(inArray(ledgerTxns.idempotencyKey, keys));
    expect(txns.length).toBe(3);
    const rows = await s.ctx.db
      .select()
      .from(bets)
      .where(
        inArray(
          bets.txnId,
          txns.map((t) => t.id),
        ),
      );
    expect(rows.length).toBe(3);
    for (const t of txns) {
      const bet = rows.find((b) => b.txnId === t.id)!;
      expect(t).toMatchObject({ kind: 'demo-spin', ref: bet.betNo });
      expect(bet).toMatchObject({ source: 'demo', status: 'settled', vendor: 'PG', category: 'RNG', stakeCents: 200 });
      expect(bet.settledAt!.getTime()).toBe(t.createdAt.getTime());
    }
    await expectConsistent(await walletOf(await userId('demo')));
  });
});

test('every ledger txn has a known kind and a ref', async () => {
  const trial = (await s.inject({ url: `/wps/member/trialuser?brand=${BRAND}` })).json() as Envelope<unknown>;
  expect(trial.success).toBe(true);
  const rows = await s.ctx.db
    .select({ kind: ledgerTxns.kind, ref: ledgerTxns.ref, n: sql<number>`count(*)::int` })
    .from(ledgerTxns)
    .groupBy(ledgerTxns.kind, ledgerTxns.ref)
    .limit(5000);
  const kinds = new Set(rows.map((r) => r.kind));
  for (const k of ['seed', 'trial-credit', 'deposit', 'withdrawal', 'withdrawal-paid', 'feed-bet', 'demo-spin'])
    expect(kinds).toContain(k);
  for (const r of rows) {
    expect(Object.keys(LEDGER_KINDS)).toContain(r.kind);
    expect(r.ref, r.kind).toBeTruthy();
  }
});
