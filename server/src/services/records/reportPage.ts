// One page of a keyset-paged report: the query asks for size + 1 rows; the extra row only says another page exists.
import { sql } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import { encodeCursor, type CursorKey } from './reportCursor';

export const DEFAULT_PAGE_SIZE = 20;

export function pageOf<R, V>(
  report: string,
  rows: R[],
  size: number,
  keyOf: (row: R) => CursorKey,
  view: (row: R) => V,
): { list: V[]; nextCursor: string | null } {
  const list = rows.slice(0, size);
  const last = list[list.length - 1];
  return {
    list: list.map(view),
    nextCursor: rows.length > size && last ? encodeCursor(report, keyOf(last)) : null,
  };
}

/** A SQL sum of centavos (numeric, as text), 0 when there are no rows. */
export const sumOf = (expr: unknown) => sql<string>`coalesce(sum(${expr}), 0)::text`;

/** A SQL count as a number-like text. */
export const countOf = (filter?: unknown) =>
  filter === undefined ? sql<string>`count(*)::text` : sql<string>`count(*) filter (where ${filter})::text`;

/** Centavos from a SQL sum (text) to a Money string. */
export const money = (cents: string | number | null | undefined) => centsToDecimal(Number(cents ?? 0));
