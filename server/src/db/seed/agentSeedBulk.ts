// Set-based inserts for the agent demo seed: every row travels in one JSON parameter and one INSERT … SELECT FROM
// json_to_recordset, in the rows' order (ids drawn in that order), instead of a statement or a bind per value.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../sql';

/** [column, SQL type] pairs; the rows carry the same keys. */
export type Columns = readonly (readonly [string, string])[];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts the rows in order; returns the `returning` columns of each inserted row, in the same order. */
export async function insertJson<T = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
  returning: string[] = [],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const names = columns.map(([c]) => quote(c)).join(', ');
  const defs = [...columns.map(([c, t]) => `${quote(c)} ${t}`), '"seq__" integer'].join(', ');
  const json = JSON.stringify(rows.map((r, i) => ({ ...r, seq__: i })));
  const tail = returning.length ? ` RETURNING ${returning.map(quote).join(', ')}` : '';
  const query = sql`${sql.raw(`INSERT INTO ${quote(table)} (${names}) SELECT ${names} FROM json_to_recordset(`)}${json}${sql.raw(
    `::json) AS x(${defs}) ORDER BY x."seq__"${tail}`,
  )}`;
  return rowsOf<T>(db, query);
}
