/** Poll delays for a pending order: 1, 2, 4, 8 s, then every 10 s (the contract's balance-refresh decision). */
export const BACKOFF_STEPS_MS = [1_000, 2_000, 4_000, 8_000] as const;
export const BACKOFF_MAX_MS = 10_000;
/** Polling gives up after about two minutes; "Check again" starts over. */
export const BACKOFF_GIVE_UP_MS = 120_000;

/** The wait before poll number `attempt` (0-based). */
export function backoffDelay(attempt: number): number {
  return BACKOFF_STEPS_MS[attempt] ?? BACKOFF_MAX_MS;
}

/** The whole schedule of waits that fits in `budgetMs` (used by the watcher and its test). */
export function backoffSchedule(budgetMs = BACKOFF_GIVE_UP_MS): number[] {
  const waits: number[] = [];
  let total = 0;
  for (let attempt = 0; ; attempt++) {
    const wait = backoffDelay(attempt);
    if (total + wait > budgetMs) return waits;
    waits.push(wait);
    total += wait;
  }
}
