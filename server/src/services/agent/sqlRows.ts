// Raw aggregate queries: node-postgres and PGlite both answer db.execute with { rows }; PostgreSQL's bigint and
// numeric come back as strings from node-postgres, so every figure is read through num().
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../ledger';

/** The rows of a raw query. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A count or a sum of centavos as a JavaScript number (null → 0). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
