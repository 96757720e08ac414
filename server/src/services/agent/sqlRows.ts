// Figures of raw aggregate queries (db/sql.ts rowsOf): PostgreSQL's bigint and numeric come back as strings from
// node-postgres, so every figure is read through num().

/** A count or a sum of centavos as a JavaScript number (null → 0). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
