import { ApiError } from './envelope';

/** A new random Idempotency-Key (crypto.randomUUID where there is one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The header every money request carries (deposit, withdrawal, transfers, claims, grabs): one key per submit,
 * reused only for a retry of that submit, so the server pays once.
 */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });

/**
 * Whether the answer never arrived (network failure, timeout or a 5xx): the server may have done the work, so a retry
 * must carry the same key.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'network' || error.status === 0 || error.status >= 500;
}
