// Process-wide counts /metrics reads at scrape time (plugins/metrics.ts). Plain numbers, so the hot paths that
// count (the ledger's move, the SSR page cache) pay an increment and do not depend on prom-client. Per process, as
// Prometheus scrapes each instance on its own.
export const telemetry = {
  ssrCache: { hits: 0, misses: 0 },
  /** Committed ledger movements by txn kind (replays of an idempotency key are not counted). */
  ledgerMoves: new Map<string, number>(),
};

export function countLedgerMove(kind: string): void {
  telemetry.ledgerMoves.set(kind, (telemetry.ledgerMoves.get(kind) ?? 0) + 1);
}
