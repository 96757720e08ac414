// Wallet load test (issue 15), against bench/wallet-load-server.ts in production mode:
// - callback run: 3000 signed provider callbacks (every 10th a replay of an earlier one), at 50 and 200 connections;
// - withdraw run: 2000 withdrawals (every 10th a retry with an earlier Idempotency-Key), at 50 and 200 connections.
// Each request carries its own body, so the load is driven here (fetch, N concurrent workers) rather than by
// autocannon's fixed request. Prints throughput, p50 and p99, then checks the ledger totals: every order paid once,
// every withdrawal moved once, every txn sums to zero — zero lost or doubled money.
// Run: npm run bench:api (after api-load) or `tsx bench/wallet-load.ts`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { paySecret, signCallback, type CallbackFields } from '../server/src/services/wallet/paySecret';

const BRAND = 'lucky-peso';
const CALLBACKS = 3000;
const WITHDRAWALS = 2000;
const CONNECTIONS = [50, 200];
const PAY_SECRET = randomBytes(32).toString('hex');

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/wallet-load-server.ts'], {
  stdio: ['pipe', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PAY_SECRET },
});
// Lines are kept until asked for: PORT and SETUP arrive together, before a second listener could be added.
const seen: string[] = [];
const waiting: { prefix: string; resolve: (rest: string) => void }[] = [];
createInterface({ input: child.stdout! }).on('line', (line) => {
  const i = waiting.findIndex((w) => line.startsWith(`${w.prefix} `));
  if (i < 0) return void seen.push(line);
  const [w] = waiting.splice(i, 1);
  w!.resolve(line.slice(w!.prefix.length + 1));
});
const waitFor = (prefix: string, ms = 600_000) =>
  new Promise<string>((resolve, reject) => {
    const j = seen.findIndex((line) => line.startsWith(`${prefix} `));
    if (j >= 0) return resolve(seen.splice(j, 1)[0]!.slice(prefix.length + 1));
    const timer = setTimeout(() => reject(new Error(`no ${prefix} from the server in ${ms / 1000} s`)), ms);
    waiting.push({
      prefix,
      resolve: (rest) => {
        clearTimeout(timer);
        resolve(rest);
      },
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

interface Setup {
  orders: { id: string; payAmount: string }[][];
  members: { token: string; cardId: number; userId: number }[][];
  payPassword: string;
}

interface Req {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends every request with `connections` concurrent workers; latencies in ms. */
async function drive(requests: Req[], connections: number) {
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const t = performance.now();
        try {
          const res = await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body });
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
    'req/s': Math.round((requests.length / seconds) * 10) / 10,
    'p50 ms': pct(0.5),
    'p99 ms': pct(0.99),
    requests: requests.length,
    non2xx,
    errors,
  };
}

const port = Number(await waitFor('PORT'));
const setup = JSON.parse(readFileSync(await waitFor('SETUP'), 'utf8')) as Setup;
const base = `http://127.0.0.1:${port}`;
const secret = paySecret({ production: true } as Parameters<typeof paySecret>[0], BRAND, { PAY_SECRET })!;
const json = { 'content-type': 'application/json' };

function callbackRequests(orders: Setup['orders'][number]): Req[] {
  const out: Req[] = [];
  let o = 0;
  for (let i = 0; i < CALLBACKS; i++) {
    // every 10th: a replay of the previous callback (byte for byte)
    if (i % 10 === 9) {
      out.push(out[out.length - 1]!);
      continue;
    }
    const order = orders[o++]!;
    const fields: CallbackFields = {
      amount: order.payAmount,
      brand: BRAND,
      nonce: randomBytes(8).toString('hex'),
      orderId: order.id,
      status: 'paid',
      timestamp: String(Date.now()),
    };
    out.push({
      url: `${base}/wps/pay/callback`,
      headers: json,
      body: JSON.stringify({ ...fields, signature: signCallback(fields, secret) }),
    });
  }
  return out;
}

function withdrawRequests(members: Setup['members'][number]): { reqs: Req[]; distinct: number } {
  const out: Req[] = [];
  let distinct = 0;
  for (let i = 0; i < WITHDRAWALS; i++) {
    if (i % 10 === 9) {
      out.push(out[out.length - 1]!); // a retry: same member, same key, same body
      continue;
    }
    const m = members[Math.floor(distinct / 5)]!; // 5 a day per member
    distinct += 1;
    out.push({
      url: `${base}/wps/transaction/withdraw?brand=${BRAND}`,
      headers: { ...json, authorization: `Bearer ${m.token}`, 'idempotency-key': `bench-${i}` },
      body: JSON.stringify({ amount: '100.00', bankCardId: m.cardId, paymentPassword: setup.payPassword }),
    });
  }
  return { reqs: out, distinct };
}

const rows = [];
let expectedPaid = 0;
let expectedWithdrawals = 0;
try {
  for (const [run, connections] of CONNECTIONS.entries()) {
    const cb = callbackRequests(setup.orders[run]!);
    expectedPaid += new Set(cb.map((r) => r.body)).size;
    rows.push({ scenario: 'POST /wps/pay/callback', connections, ...(await drive(cb, connections)) });
    const w = withdrawRequests(setup.members[run]!);
    expectedWithdrawals += w.distinct;
    rows.push({ scenario: 'POST /wps/transaction/withdraw', connections, ...(await drive(w.reqs, connections)) });
  }
  child.stdin!.write('CHECK\n');
  const totals = JSON.parse(await waitFor('TOTALS')) as Record<string, number>;
  console.table(rows);
  const members = setup.members.flat().length;
  const checks = {
    'every txn sums to zero': totals.unbalancedTxns === 0,
    'each order paid once': totals.paidOrders === expectedPaid && totals.payerBalanceCents === expectedPaid * 10_000,
    'each withdrawal once':
      totals.withdrawals === expectedWithdrawals && totals.withdrawalsCents === expectedWithdrawals * 10_000,
    'pending account holds them': totals.pendingWithdrawalsCents === expectedWithdrawals * 10_000,
    'members lost exactly that': totals.membersBalanceCents === members * 1_000_000 - expectedWithdrawals * 10_000,
  };
  console.log('ledger totals', totals);
  console.table(checks);
  if (Object.values(checks).some((ok) => !ok)) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
}
