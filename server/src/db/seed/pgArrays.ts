// One bind parameter per column for set-based seeds: a PostgreSQL array literal that `unnest` turns back into rows
// (cheaper for the database to read than JSON objects).

type Cell = string | number | null;

const text = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** '{1,"a b",NULL}' */
export function pgArray(values: readonly Cell[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : text(v))).join(',')}}`;
}

/** The values of one field of every row, as an array literal. */
export function column<T extends Record<string, Cell>>(rows: readonly T[], key: keyof T): string {
  return pgArray(rows.map((r) => r[key] ?? null));
}

/** column() bound to a set of rows: `const T = columnsOf(rows); sql`unnest(${T('id')}::integer[])``. */
export const columnsOf =
  <T extends Record<string, Cell>>(rows: readonly T[]) =>
  (key: keyof T & string): string =>
    column(rows, key);
