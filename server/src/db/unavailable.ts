// Whether an error means "the database cannot be reached right now" (a restart, a failover, a dropped connection):
// the request did not fail on its own account, and the same request a few seconds later may well succeed. The error
// handler answers those 503 with Retry-After (plugins/envelope.ts), never 500, so a balancer or client retries.
// Drivers nest the cause: drizzle wraps the driver's error (`cause`), Node's connect to a host with several addresses
// throws an AggregateError (`errors`).

/** Socket errors of a connection that was refused, reset or cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server that is going away or not up yet: admin_shutdown (57P01, pg_ctl stop/restart -m fast),
 * crash_shutdown (57P02), cannot_connect_now (57P03, starting up or shutting down), and class 08 (connection
 * exceptions: 08000, 08003, 08006, 08001 …).
 */
const isUnavailableSqlState = (code: string) => /^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code);

/** node-postgres's own words when the socket ends under a query or a pooled client is already broken. */
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDbUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || isUnavailableSqlState(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDbUnavailable(inner, depth + 1))) return true;
  return isDbUnavailable(e.cause, depth + 1);
}

/** Seconds a client should wait before it tries again: a fast restart takes a few. */
export const DB_RETRY_AFTER_SECONDS = 5;
