// Retrying a whole database transaction that PostgreSQL aborted to break a deadlock (40P01) or a serialization
// conflict (40001). Only the outermost transaction may be retried: a nested one (a savepoint) rethrows, and the
// caller that owns the transaction retries it whole.
import { PgTransaction } from 'drizzle-orm/pg-core';
import { pgErrorOf } from '../db/sql';

const RETRYABLE = new Set(['40P01', '40001']);

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(pgErrorOf(error)?.code ?? '');
}

/** Whether the handle is a transaction (a move inside it is a savepoint and must not retry on its own). */
export function isTransaction(db: unknown): boolean {
  return db instanceof PgTransaction;
}

/** Runs the job again (up to `attempts` times in all) while it fails with a deadlock or serialization error. */
export async function retryTx<T>(job: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await job();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      // A short random pause so the two victims of a deadlock do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10 * attempt)));
    }
  }
}
