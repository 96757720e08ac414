// The audit log as CSV (GET /ops/api/audit.csv): the rows GET /ops/api/audit selects for the same filters, every
// page, streamed. Rows are read in batches by keyset (time, id), so a log of any size holds one batch in memory.
import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OpsAuditCsvQuery } from '@common/generated/api';
import type { AppContext } from '../../context';
import { auditLog, operators } from '../../db/schema';
import type { BrandScope } from '../../ops/roles';
import { auditWhere } from './audit';

const BATCH = 500;
const HEADER = ['id', 'at', 'operator', 'action', 'brand', 'target', 'before', 'after', 'address'];

/**
 * One CSV cell (RFC 4180: quoted when it holds a quote, comma or line break, quotes doubled). A cell a spreadsheet
 * would read as a formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV as a stream; the filters are checked (403 outside the scope) before the first byte. */
export function auditCsv(ctx: AppContext, scope: BrandScope, q: OpsAuditCsvQuery): Readable {
  const where = auditWhere(scope, q);
  async function* lines() {
    yield csvLine(HEADER);
    let after: { at: Date; id: number } | undefined;
    for (;;) {
      const batch = await ctx.db
        .select({ a: auditLog, operator: operators.username })
        .from(auditLog)
        .innerJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(
          and(
            where,
            after
              ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(BATCH);
      let chunk = '';
      for (const { a, operator } of batch)
        chunk += csvLine([
          a.id,
          a.at.toISOString(),
          operator,
          a.action,
          a.brandId,
          a.target,
          a.before === null ? null : JSON.stringify(a.before),
          a.after === null ? null : JSON.stringify(a.after),
          a.address,
        ]);
      if (chunk) yield chunk;
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1]!.a;
      after = { at: last.at, id: last.id };
    }
  }
  return Readable.from(lines());
}
