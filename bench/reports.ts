// Report load (issue 16): ONE member with BENCH_BETS (1,000,000) settled bets and BENCH_DEPOSITS (10,000) deposit
// orders over 90 days (bench/reportsSeed.ts, set-based), on PGlite (a temp folder) and, when BENCH_DATABASE_URL is
// set, on PostgreSQL (its schema is DROPPED first: use a throw-away database). Each report is asked RUNS times in
// process (app.inject: routing, validation, the service, serialisation) for its first page, a deep page (a cursor near
// the far end of a 31-day period) and common filters, and the 30-day profit and loss; prints p50 / p99 and writes
// bench/results/reports.json. On PostgreSQL a scenario over its budget (bench/budgets.json, reportsFirstPageP99Ms)
// or any scenario with EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of its slowest statement.
// Run: npm run bench:reports   (BENCH_DATABASE_URL=postgres://… for PostgreSQL; RUNS, default 100 / 30 on PGlite;
// TARGETS=pglite,postgres; SCENARIOS=bets,pnl (name parts); BENCH_BETS, BENCH_DEPOSITS; EXPLAIN=1)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays } from '@common/recordRange';
import { loadBrands } from '../server/src/brands/loadBrands';
import { buildServer } from '../server/src/buildServer';
import { openDb, type DbHandle } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import { prepareDb } from '../server/src/db/setup';
import { encodeCursor } from '../server/src/services/records/reportCursor';
import { localDay, startOfDay } from '../server/src/services/records/reportRange';
import { BRAND, seedReportsMember } from './reportsSeed';
import { openCapturingPg, type Captured } from './reportsPg';

const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 10_000);
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
  reportsFirstPageP99Ms: number;
};

interface Row {
  target: string;
  scenario: string;
  p50: number;
  p99: number;
  rows: number;
  firstPage: boolean;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function runTarget(target: 'pglite' | 'postgres'): Promise<Row[]> {
  const brands = loadBrands();
  const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'wps-reports-bench-')) : undefined;
  const pg = target === 'postgres' ? openCapturingPg(process.env.BENCH_DATABASE_URL!) : undefined;
  const handle: DbHandle = pg ? pg.handle : await openDb({ dataDir });
  try {
    const now = new Date();
    let t = performance.now();
    // REUSE=1 (PostgreSQL): measure the member a previous run seeded instead of seeding again.
    const seeded = (pg && process.env.REUSE === '1' && (await previousMember(handle))) || (await seed(handle, now));
    if (!seeded.reused)
      console.log(
        `${target}: seeded ${BETS} bets, ${DEPOSITS} deposits in ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    const { app, ctx } = await buildServer({ db: handle.db, brands, production: true });
    const [user] = await handle.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${seeded.userId}`);
    const token = await ctx.sessions.create(user!);
    const today = localDay(now, 'Asia/Manila');
    const range = { startDate: addDays(today, -30), endDate: today };
    const from = startOfDay(range.startDate, 'Asia/Manila').toISOString();
    const deep = await deepCursors(handle, seeded, from);

    const scenarios: [string, string, Record<string, unknown>, boolean][] = [
      ['deposits, first page', 'deposits', range, true],
      ['deposits, deep page', 'deposits', { ...range, cursor: deep.dep }, false],
      ['deposits, state=paid', 'deposits', { ...range, state: 'paid' }, true],
      ['withdrawals, first page', 'withdrawals', range, true],
      ['transactions, first page', 'transactions', range, true],
      ['transactions, deep page', 'transactions', { ...range, cursor: deep.tx }, false],
      ['transactions, group=deposit', 'transactions', { ...range, group: 'deposit' }, true],
      ['bets, first page', 'bets', range, true],
      ['bets, deep page', 'bets', { ...range, cursor: deep.bet }, false],
      ['bets, category=LIVE', 'bets', { ...range, category: 'LIVE' }, true],
      ['bets, vendor=JILI', 'bets', { ...range, vendor: 'JILI' }, true],
      ['profit and loss, 30 days', 'pnl', { startDate: addDays(today, -29), endDate: today }, true],
      ['bet detail', `bets/${deep.betNo}`, {}, true],
    ];
    const runs = Number(process.env.RUNS ?? (target === 'postgres' ? 100 : 30));
    const rows: Row[] = [];
    const only = process.env.SCENARIOS?.split(',');
    for (const [scenario, path, query, firstPage] of scenarios) {
      if (only && !only.some((o) => scenario.includes(o))) continue;
      const q = new URLSearchParams({
        brand: BRAND,
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      const ask = () => app.inject({ url: `/wps/record/${path}?${q}`, headers: { authorization: `Bearer ${token}` } });
      const check = await ask();
      if (check.statusCode !== 200) throw new Error(`${scenario}: ${check.statusCode} ${check.body}`);
      const value = (check.json() as { value: { list?: unknown[]; days?: unknown[] } }).value;
      for (let i = 0; i < 3; i++) await ask();
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        t = performance.now();
        await ask();
        ms.push(performance.now() - t);
      }
      ms.sort((a, b) => a - b);
      const row = {
        target,
        scenario,
        p50: round(pct(ms, 50)),
        p99: round(pct(ms, 99)),
        rows: value.list?.length ?? value.days?.length ?? 1,
        firstPage,
      };
      rows.push(row);
      console.log(
        `${target.padEnd(8)} ${scenario.padEnd(30)} p50 ${String(row.p50).padStart(7)} ms  p99 ${String(row.p99).padStart(7)} ms`,
      );
      if (pg && (process.env.EXPLAIN === '1' || (firstPage && row.p99 > budgets.reportsFirstPageP99Ms))) {
        pg.capture.length = 0;
        pg.capturing = true;
        await ask();
        pg.capturing = false;
        await explainSlowest(pg.capture, pg.explain);
      }
    }
    await app.close();
    return rows;
  } finally {
    await handle.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seed(handle: DbHandle, now: Date) {
  if (handle.kind === 'postgres') await handle.dropAll();
  await prepareDb(handle, loadBrands(), { only: [BRAND] });
  return { ...(await seedReportsMember(handle.db, BETS, DEPOSITS, now)), reused: false };
}

async function previousMember(handle: DbHandle) {
  const rows = (
    (await handle.db.execute(
      sql`select u.id as "userId", a.id as account from users u join ledger_accounts a on a.user_id = u.id
          where u.username like 'bench%' and a.kind = 'member' order by u.id desc limit 1`,
    )) as unknown as { rows: { userId: number; account: number }[] }
  ).rows;
  return rows[0] ? { userId: Number(rows[0].userId), account: Number(rows[0].account), reused: true } : undefined;
}

/** Cursors of rows 20 from the far (oldest) end of the 31-day period: the deepest page a member could reach. */
async function deepCursors(handle: DbHandle, s: { userId: number; account: number }, from: string) {
  const one = async <T>(q: ReturnType<typeof sql>) =>
    ((await handle.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
  const us = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000000)::bigint::text`);
  const bet = await one<{ us: string; id: string; betNo: string }>(
    sql`select ${us('settled_at')} as us, id::text as id, bet_no as "betNo" from bets
        where user_id = ${s.userId} and settled_at >= ${from}::timestamptz order by settled_at, id offset 20 limit 1`,
  );
  const dep = await one<{ us: string; id: string }>(
    sql`select ${us('created_at')} as us, id from deposit_orders
        where user_id = ${s.userId} and created_at >= ${from}::timestamptz order by created_at, id offset 20 limit 1`,
  );
  const tx = await one<{ us: string; id: string }>(
    sql`select ${us('t.created_at')} as us, e.id::text as id from ledger_entries e join ledger_txns t on t.id = e.txn_id
        where e.account_id = ${s.account} and t.created_at >= ${from}::timestamptz order by e.id offset 40 limit 1`,
  );
  return {
    bet: encodeCursor('bet', { micros: bet.us, ids: [bet.id] }),
    betNo: bet.betNo,
    dep: encodeCursor('dep', { micros: dep.us, ids: [dep.id] }),
    tx: encodeCursor('tx', { micros: tx.us, ids: [tx.id] }),
  };
}

async function explainSlowest(captured: Captured[], explain: (c: Captured) => Promise<string>) {
  const bySpeed = [...captured].sort((a, b) => b.ms - a.ms);
  const slowest = bySpeed[0];
  if (!slowest) return;
  const short = (c: Captured) => `${round(c.ms)} ms ${c.text.replace(/\s+/g, ' ').slice(0, 60)}`;
  console.log(`  statements: ${bySpeed.map(short).join(' | ')}`);
  console.log(`  slowest statement (${round(slowest.ms)} ms):\n  ${slowest.text.replace(/\s+/g, ' ').slice(0, 400)}`);
  console.log((await explain(slowest)).replace(/^/gm, '    '));
}

const targets = (process.env.TARGETS ?? 'pglite,postgres').split(',');
const rows: Row[] = [];
if (targets.includes('pglite')) rows.push(...(await runTarget('pglite')));
if (targets.includes('postgres') && process.env.BENCH_DATABASE_URL) rows.push(...(await runTarget('postgres')));
else console.log('postgres: skipped (set BENCH_DATABASE_URL to a throw-away database; see docs/records.md)');
const misses = rows.filter((r) => r.target === 'postgres' && r.firstPage && r.p99 > budgets.reportsFirstPageP99Ms);
for (const m of misses)
  console.log(`BUDGET MISSED: ${m.scenario} p99 ${m.p99} ms > ${budgets.reportsFirstPageP99Ms} ms`);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
// Rows of a target not run this time are kept from the previous results (PGlite's seeding alone takes minutes).
const resultsFile = new URL('./results/reports.json', import.meta.url);
const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { rows?: Row[] }) : {};
const kept = (previous.rows ?? []).filter((r) => !rows.some((n) => n.target === r.target));
writeFileSync(
  resultsFile,
  JSON.stringify(
    { date: new Date().toISOString(), bets: BETS, deposits: DEPOSITS, budgets, rows: [...kept, ...rows] },
    null,
    2,
  ),
);
process.exit(0);
