// Raw SQL and its errors, shared by every service: the rows of a raw query, and which PostgreSQL error a query hit.
// Drivers differ: node-postgres throws the database error itself, drizzle over PGlite wraps it as the error's cause.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

interface PgError {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error of a failed query (SQLSTATE `code`, `constraint`), directly or as the driver's cause. */
export function pgErrorOf(error: unknown): PgError | undefined {
  const e = error as (PgError & { cause?: PgError }) | undefined;
  if (e?.code) return e;
  return e?.cause?.code ? e.cause : undefined;
}

/** Whether a failed insert or update broke a unique index (23505). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorOf(error)?.code === '23505';

/** The unique index a failed insert broke ('' when the driver does not say), or undefined for any other error. */
export function uniqueConstraintOf(error: unknown): string | undefined {
  const e = pgErrorOf(error);
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/** The rows of a raw query: node-postgres and PGlite both answer db.execute with `{ rows }`. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
