// Opaque keyset cursors: the last row's sort key (time in microseconds, then its ids), tagged with the report that
// made it, base64url-encoded. Microseconds because PostgreSQL keeps them: a millisecond key could skip or repeat rows.
import { sql } from 'drizzle-orm';
import { RECORD_FAIL } from './reportFailures';

export interface CursorKey {
  /** Microseconds since 1970 as a decimal string (exact). */
  micros: string;
  /** The row's ids after the time, in sort order (numbers as decimal strings, order ids as they are). */
  ids: string[];
}

const PART = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE = /^-?\d{1,18}$/;

export function encodeCursor(report: string, key: CursorKey): string {
  return Buffer.from([report, key.micros, ...key.ids].join('.')).toString('base64url');
}

/** The key of a cursor this report made (with `idCount` ids), else 400 record.cursor.invalid. */
export function decodeCursor(report: string, cursor: string, idCount: number): CursorKey {
  const [tag, micros, ...ids] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (tag !== report || !micros || !WHOLE.test(micros) || ids.length !== idCount || !ids.every((p) => PART.test(p)))
    throw RECORD_FAIL.cursor();
  return { micros, ids };
}

/** A whole-number id of a cursor (the report's numeric keys), else 400 record.cursor.invalid. */
export function cursorNumber(part: string | undefined): number {
  const n = part !== undefined && WHOLE.test(part) ? Number(part) : NaN;
  if (!Number.isSafeInteger(n)) throw RECORD_FAIL.cursor();
  return n;
}

/** A timestamptz column as whole microseconds since 1970 (text, exact). */
export const micros = (column: unknown) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The instant of a cursor's microseconds, as SQL. */
export const instant = (microsText: string) =>
  sql`(timestamptz 'epoch' + ${microsText}::bigint * interval '1 microsecond')`;
