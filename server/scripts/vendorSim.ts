// A game vendor, simulated: plays real rounds against the seamless-wallet API over HTTP as an aggregator would —
// launch-token exchange, then per round a signed debit and credit — with retries, duplicate calls, out-of-order
// rollbacks and timed-out calls, and keeps its own totals (what it believes it staked and paid per player).
import { createHmac, randomUUID } from 'node:crypto';

export interface SimPlayer {
  /** The member's session token: the simulator launches the game as the player's app would. */
  token: string;
  brand: string;
}

export interface SimOptions {
  baseUrl: string;
  vendorId: string;
  secret: string;
  players: SimPlayer[];
  /** A catalogue game whose vendor code the vendor plays. */
  nodeId: number;
  rounds: number;
  concurrency: number;
  /** Share of calls sent twice at once (both answers must agree). */
  duplicateRate?: number;
  /** Share of rounds rolled back: half before their debit arrives, half after it. */
  rollbackRate?: number;
  /** Share of calls whose first try is abandoned after 1 ms (then retried with the same transaction id). */
  timeoutRate?: number;
  /** Largest stake, centavos (stakes are 1.00 up to it). */
  maxStakeCents?: number;
  /** Random source (tests pass a seeded one). */
  random?: () => number;
  /** Prefix of transaction ids, unique per run. */
  runId?: string;
}

export interface PlayerTotals {
  playerId: string;
  /** Bets the vendor credited (settled). */
  settled: number;
  stakeCents: number;
  winCents: number;
}

export interface SimTotals {
  rounds: number;
  settled: number;
  rolledBack: number;
  /** Of rolledBack: rounds whose debit was taken and then returned (the others' rollback came first). */
  refunded: number;
  /** Debits the wallet refused (balance, limits). */
  refused: number;
  /** Settled rounds with a win above 0 (each one credit ledger txn). */
  won: number;
  stakeCents: number;
  winCents: number;
  calls: number;
  duplicates: number;
  timeouts: number;
  retries: number;
  /** Answers that broke the protocol (a duplicate answered differently, a rollback not honoured, …): must be empty. */
  problems: string[];
  players: PlayerTotals[];
  ms: number;
}

interface Answer {
  success: boolean;
  code?: string;
  value?: Record<string, unknown>;
}

const REFUSALS = new Set(['wallet.insufficient', 'rp.limit.wager', 'rp.limit.loss', 'rp.limit.session', 'rp.excluded']);

/** The signature the server checks: hex HMAC-SHA256 of "<timestamp>.<raw body>". */
export const signBody = (secret: string, timestamp: string, raw: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');

export async function runVendorSim(o: SimOptions): Promise<SimTotals> {
  const random = o.random ?? Math.random;
  const runId = o.runId ?? randomUUID().slice(0, 8);
  const t: SimTotals = {
    rounds: 0,
    settled: 0,
    rolledBack: 0,
    refunded: 0,
    refused: 0,
    won: 0,
    stakeCents: 0,
    winCents: 0,
    calls: 0,
    duplicates: 0,
    timeouts: 0,
    retries: 0,
    problems: [],
    players: [],
    ms: 0,
  };
  const started = Date.now();

  /** One HTTP call; a timeout or a 5xx is retried with the same body (the same transaction id). */
  async function post(path: string, body: object, timeoutFirst = false): Promise<Answer> {
    const raw = JSON.stringify(body);
    for (let attempt = 1; ; attempt++) {
      const ts = String(Date.now());
      t.calls += 1;
      const abandon = attempt === 1 && timeoutFirst;
      try {
        const res = await fetch(`${o.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-vendor-id': o.vendorId,
            'x-vendor-timestamp': ts,
            'x-vendor-signature': signBody(o.secret, ts, raw),
          },
          body: raw,
          signal: AbortSignal.timeout(abandon ? 1 : 30_000),
        });
        const answer = (await res.json()) as Answer;
        if (res.status < 500) return answer;
      } catch (error) {
        if (abandon) t.timeouts += 1;
        else if (attempt >= 6) throw error;
      }
      if (attempt >= 6) throw new Error(`${path}: no answer after ${attempt} tries`);
      t.retries += 1;
      await new Promise((r) => setTimeout(r, abandon ? 5 : 20 * attempt));
    }
  }

  /** A call, sometimes duplicated at once (both answers must agree), sometimes timed out first. */
  async function call(path: string, body: object): Promise<Answer> {
    const timeout = random() < (o.timeoutRate ?? 0.01);
    if (random() >= (o.duplicateRate ?? 0.05)) return post(path, body, timeout);
    t.duplicates += 1;
    const [a, b] = await Promise.all([post(path, body, timeout), post(path, body)]);
    if (JSON.stringify(a) !== JSON.stringify(b))
      t.problems.push(
        `${path} ${JSON.stringify(body)}: duplicate answered ${JSON.stringify(a)} / ${JSON.stringify(b)}`,
      );
    return a;
  }

  // The launch: the player's app asks for the game, the vendor's page exchanges the token.
  const ids: string[] = [];
  for (const p of o.players) {
    const res = await fetch(`${o.baseUrl}/wps/game/launch?nodeId=${o.nodeId}&brand=${p.brand}`, {
      headers: { authorization: `Bearer ${p.token}` },
    });
    const launch = (await res.json()) as Answer & { value?: { url?: string } };
    const token = launch.value?.url ? new URL(launch.value.url).searchParams.get('token') : null;
    if (!token) throw new Error(`launch did not give a vendor token: ${JSON.stringify(launch)}`);
    const session = await post('/wps/vendor/session', { token });
    if (!session.success) throw new Error(`token exchange refused: ${JSON.stringify(session)}`);
    ids.push(String(session.value!.playerId));
    t.players.push({ playerId: String(session.value!.playerId), settled: 0, stakeCents: 0, winCents: 0 });
  }

  const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

  async function round(i: number) {
    const player = t.players[i % t.players.length]!;
    const playerId = ids[i % ids.length]!;
    const stake = 100 + Math.floor(random() * ((o.maxStakeCents ?? 2000) - 99));
    const r = random();
    const win = r < 0.55 ? 0 : r < 0.85 ? stake * 2 : r < 0.97 ? stake : stake * 10;
    const debitId = `${runId}-${i}-d`;
    const debit = {
      playerId,
      transactionId: debitId,
      roundId: `${runId}-${i}`,
      nodeId: o.nodeId,
      amount: money(stake),
    };
    t.rounds += 1;
    if (random() < (o.rollbackRate ?? 0.02)) {
      const rollback = { playerId, transactionId: `${runId}-${i}-rb`, betTransactionId: debitId };
      if (random() < 0.5) {
        // Out of order: the rollback overtakes its debit, which must then be refused and move nothing.
        const rb = await call('/wps/vendor/rollback', rollback);
        const late = await call('/wps/vendor/debit', debit);
        if (!rb.success || late.code !== 'vendor.bet.rolledback')
          t.problems.push(`round ${i}: early rollback ${JSON.stringify(rb)}, late debit ${JSON.stringify(late)}`);
      } else {
        const d = await call('/wps/vendor/debit', debit);
        if (!d.success) return refusedOrProblem(i, d);
        const rb = await call('/wps/vendor/rollback', rollback);
        if (!rb.success) t.problems.push(`round ${i}: rollback refused ${JSON.stringify(rb)}`);
        else t.refunded += 1;
      }
      t.rolledBack += 1;
      return;
    }
    const d = await call('/wps/vendor/debit', debit);
    if (!d.success) return refusedOrProblem(i, d);
    const c = await call('/wps/vendor/credit', {
      playerId,
      transactionId: `${runId}-${i}-c`,
      betTransactionId: debitId,
      amount: money(win),
    });
    if (!c.success) {
      t.problems.push(`round ${i}: credit refused ${JSON.stringify(c)}`);
      return;
    }
    t.settled += 1;
    if (win > 0) t.won += 1;
    t.stakeCents += stake;
    t.winCents += win;
    player.settled += 1;
    player.stakeCents += stake;
    player.winCents += win;
  }

  function refusedOrProblem(i: number, a: Answer) {
    if (a.code && REFUSALS.has(a.code)) t.refused += 1;
    else t.problems.push(`round ${i}: debit ${JSON.stringify(a)}`);
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, o.concurrency) }, async () => {
      while (next < o.rounds) await round(next++);
    }),
  );
  t.ms = Date.now() - started;
  return t;
}
