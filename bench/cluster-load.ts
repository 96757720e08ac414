// bench:cluster (issue 31): one instance against two on one PostgreSQL, for the home page, the game list, wallet
// callbacks and withdrawals; p50, p99 and req/s, then the ledger checked (every txn balances, each order paid once,
// each withdrawal once). The instances are real processes (tests/cluster/instanceProcess.ts: production settings,
// ports 5601 and 5602) on a throw-away PostgreSQL of the bench's own (pgCluster.ts, port 55432), a fresh database
// per run. The load is split by the load tool: each request goes to the next instance in turn (as a round-robin
// balancer would, without a proxy's own cost on these two cores). Requests carry their own bodies (signed callbacks,
// withdrawals with their keys), so they are driven here with fetch, N at a time, as bench/wallet-load.ts does.
// The home page needs the build's renderer (dist/.ssr): `npm run build` first, else that row is left out.
// Run: npm run bench:cluster   (CONNECTIONS, default 50). Budgets: bench/budgets.json `cluster`.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { count, eq } from 'drizzle-orm';
import { loadBrands } from '../server/src/brands/loadBrands';
import { openDb } from '../server/src/db/client';
import { depositOrders } from '../server/src/db/schema';
import { prepareDb } from '../server/src/db/setup';
import { BRAND, INSTANCES, newIp, type InstanceName } from '../tests/cluster/cluster';
import { Fixture, PAY_PASSWORD, type Member } from '../tests/cluster/fixture';
import { startInstance } from '../tests/cluster/instanceProcess';
import { paidCallback } from '../tests/cluster/money';
import { startPgCluster } from './pgCluster';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const CALLBACKS = 2000;
const WITHDRAWALS = 1000;
const PAGES = 1000;
const LISTS = 2000;
const budgets = (JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as { cluster: Budget })
  .cluster;
interface Budget {
  callbacksPerSecondTwoInstances: number;
  p99Ms: number;
}

interface Req {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends every request with `connections` concurrent workers, request i to targets[i % n]; latencies in ms. */
async function drive(requests: Req[], targets: InstanceName[]) {
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < requests.length) {
        const i = next++;
        const r = requests[i]!;
        const t = performance.now();
        try {
          const res = await fetch(`${INSTANCES[targets[i % targets.length]!].url}${r.path}`, r);
          await res.arrayBuffer();
          if (res.status < 200 || res.status > 299) non2xx += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
  return {
    'req/s': Math.round(requests.length / seconds),
    'p50 ms': pct(0.5),
    'p99 ms': pct(0.99),
    requests: requests.length,
    non2xx,
    errors,
  };
}

const json = { 'content-type': 'application/json' };
const PHONE = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile',
};

/** Pending orders of one payer member, written straight in the table (the API allows 5 unpaid per member). */
async function orders(fx: Fixture, payer: Member, n: number) {
  const now = new Date();
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `DC${String(i).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`,
    brandId: BRAND,
    userId: payer.userId,
    method: 'EWALLET',
    channelId: 'GCASH',
    channelName: 'GCash',
    amountCents: 10_000,
    feeCents: 0,
    payAmountCents: 10_000,
    state: 'pending',
    idempotencyKey: `bench-${i}`,
    fingerprint: 'GCASH:10000',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await fx.db.insert(depositOrders).values(rows.slice(i, i + 500));
  return rows.map((r) => ({ id: r.id, payAmount: '100.00' }));
}

async function run(label: string, targets: InstanceName[], url: string) {
  const handle = await openDb({ databaseUrl: url });
  await prepareDb(handle, loadBrands(), { demoAccounts: false, scrypt: { N: 2 ** 10, r: 8, p: 1 } });
  await handle.close();
  const fx = await Fixture.open(url);
  const payer = await fx.member(0);
  const callbacks: Req[] = [];
  for (const [i, o] of (await orders(fx, payer, (CALLBACKS * 9) / 10)).entries()) {
    const body = JSON.stringify(paidCallback(o));
    // Each from a provider address of its own (the limit is 300 a minute per address); every 10th a redelivery.
    callbacks.push({
      method: 'POST',
      path: '/wps/pay/callback',
      headers: { ...json, 'x-forwarded-for': newIp() },
      body,
    });
    if (i % 9 === 8) callbacks.push(callbacks.at(-1)!);
  }
  const members: Member[] = [];
  for (let i = 0; i < WITHDRAWALS / 4; i++) members.push(await fx.member(1_000_000));
  const withdrawals: Req[] = Array.from({ length: WITHDRAWALS }, (_, i) => {
    const m = members[i % members.length]!;
    return {
      method: 'POST',
      path: `/wps/transaction/withdraw?brand=${BRAND}`,
      headers: {
        ...json,
        authorization: `Bearer ${m.token}`,
        'idempotency-key': `bench-${i}`,
        // A phone each: the per-address payment-password cap (60 a minute) counts every instance's checks.
        'x-forwarded-for': `10.250.${(m.userId >> 8) & 255}.${m.userId & 255}`,
      },
      body: JSON.stringify({ amount: '100.00', bankCardId: m.cardId, paymentPassword: PAY_PASSWORD }),
    };
  });

  process.env.CLUSTER_DATABASE_URL = url;
  process.env.CLUSTER_LOG_DIR = mkdtempSync(`${tmpdir()}/wps-bench-cluster-`);
  const children: ChildProcess[] = await Promise.all(targets.map((t) => startInstance(t)));
  const rows: Record<string, unknown>[] = [];
  const row = async (scenario: string, reqs: Req[]) =>
    rows.push({ instances: label, scenario, ...(await drive(reqs, targets)) });
  try {
    const home: Req = { method: 'GET', path: `/m/home?brand=${BRAND}`, headers: PHONE };
    const page = await fetch(`${INSTANCES.a.url}${home.path}`, { headers: PHONE });
    if (page.ok && (await page.text()).includes('<div id="root" data-ssr="">'))
      await row('GET /m/home', Array(PAGES).fill(home));
    else console.warn('GET /m/home is not server-rendered here (no dist/.ssr: npm run build): row left out');
    const list = `/wps/game/list?brand=${BRAND}&gameType=RNG&pageNo=2&pageSize=26&platform=html5&clientType=2`;
    await row('GET /wps/game/list', Array(LISTS).fill({ method: 'GET', path: list, headers: {} }));
    await row('POST /wps/pay/callback', callbacks);
    await row('POST /wps/transaction/withdraw', withdrawals);
  } finally {
    await Promise.all(children.map((c) => new Promise((resolve) => (c.once('exit', resolve), c.kill('SIGTERM')))));
  }
  // The ledger after: nothing lost or doubled.
  const ids = members.map((m) => m.userId);
  const [paid] = await fx.db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.state, 'paid'));
  const out = await fx.withdrawalsOf(ids);
  const checks = {
    'every txn sums to zero': (await fx.unbalancedTxns()) === 0,
    'each order paid once': paid!.n === (CALLBACKS * 9) / 10 && (await fx.balance(payer.userId)) === paid!.n * 10_000,
    'each withdrawal once': out.count === WITHDRAWALS && out.cents === WITHDRAWALS * 10_000,
    'members lost exactly that':
      (await Promise.all(ids.map((id) => fx.balance(id)))).reduce((a, b) => a + b, 0) ===
      members.length * 1_000_000 - WITHDRAWALS * 10_000,
  };
  await fx.close();
  return { rows, checks };
}

const pg = startPgCluster();
try {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores, shared)`,
  );
  const one = await run('1', ['a'], pg.createDatabase('bench_one'));
  const two = await run('2', ['a', 'b'], pg.createDatabase('bench_two'));
  console.table([...one.rows, ...two.rows]);
  console.table({ 'one instance': one.checks, 'two instances': two.checks });
  const cb = two.rows.find((r) => r.scenario === 'POST /wps/pay/callback')!;
  const budget = {
    [`callbacks/s with two ≥ ${budgets.callbacksPerSecondTwoInstances}`]:
      Number(cb['req/s']) >= budgets.callbacksPerSecondTwoInstances,
    [`callback p99 with two ≤ ${budgets.p99Ms} ms`]: Number(cb['p99 ms']) <= budgets.p99Ms,
  };
  console.table(budget);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ledgerOk = [one, two].every((r) => Object.values(r.checks).every(Boolean));
  if (!ledgerOk || Object.values(budget).some((ok) => !ok)) process.exitCode = 1;
} finally {
  pg.stop();
}
