// Process-wide counts /metrics reads at scrape time (plugins/metrics.ts). Plain numbers, so the hot paths that
// count (the ledger's move, the SSR page cache) pay an increment and do not depend on prom-client. Per process, as
// Prometheus scrapes each instance on its own.
export const telemetry = {
  ssrCache: { hits: 0, misses: 0 },
  /** Committed ledger movements by txn kind (replays of an idempotency key are not counted). */
  ledgerMoves: new Map<string, number>(),
  /** Periodic jobs' runs on this instance (services/jobs.ts), and how many of them failed, by job. */
  jobRuns: new Map<string, { runs: number; failures: number }>(),
};

export function countJobRun(job: string, ok: boolean): void {
  const counts = telemetry.jobRuns.get(job) ?? { runs: 0, failures: 0 };
  counts.runs += 1;
  if (!ok) counts.failures += 1;
  telemetry.jobRuns.set(job, counts);
}

export function countLedgerMove(kind: string): void {
  telemetry.ledgerMoves.set(kind, (telemetry.ledgerMoves.get(kind) ?? 0) + 1);
}
