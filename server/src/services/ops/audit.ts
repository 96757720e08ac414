// The audit log: one append-only row per operator action, written in the transaction of the change it records (so
// a change without its row, or a row without its change, cannot commit). The table refuses UPDATE and DELETE
// (a trigger in migration 0009); this module only inserts and reads.
import { and, count, desc, eq } from 'drizzle-orm';
import type { OpsAuditEntry, OpsAuditQuery, OpsAuditReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { auditLog, operators } from '../../db/schema';
import type { BrandScope } from '../../ops/roles';
import type { Db } from '../../db/client';
import type { Tx } from '../ledger';
import { brandCondition, pageOf, pagesOf, timeWindow } from './scope';

/** One action as it is recorded: who (operator id), what, on which brand and record, before and after, from where. */
export interface AuditEntry {
  /** Null only for a failed sign-in under a name no operator has (the name tried is the target). */
  operatorId: number | null;
  action: string;
  brandId: string | null;
  target: string | null;
  before: object | null;
  after: object | null;
  address: string;
}

/** In the transaction of the change it records; a record of no change (a sign-in attempt) may pass the database. */
export async function writeAudit(tx: Tx | Db, at: Date, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, at });
}

/** The rows the filters select (over audit_log joined with operators); the CSV export uses the same. */
export const auditWhere = (scope: BrandScope, q: Omit<OpsAuditQuery, 'pageNo' | 'pageSize'>) =>
  and(
    brandCondition(scope, auditLog.brandId, q.brandId),
    q.operator ? eq(operators.username, q.operator.trim().toLowerCase()) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    timeWindow(auditLog.at, q.from, q.to),
  );

export async function auditPage(ctx: AppContext, scope: BrandScope, q: OpsAuditQuery): Promise<OpsAuditReply> {
  const { pageNo, pageSize, offset } = pageOf(q);
  const where = auditWhere(scope, q);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where);
  const rows = await ctx.db
    .select({ a: auditLog, operator: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset(offset);
  return {
    list: rows.map(({ a, operator }) => ({
      id: a.id,
      at: a.at.getTime(),
      // No operator: a failed sign-in under an unknown name, shown as the name tried.
      operator: operator ?? a.target?.replace(/^operator:/, '') ?? '',
      action: a.action,
      brandId: a.brandId,
      target: a.target,
      // jsonb comes back as written: the objects writeAudit stored, or null.
      before: a.before as OpsAuditEntry['before'],
      after: a.after as OpsAuditEntry['after'],
      address: a.address,
    })),
    pageNum: pageNo,
    totalPages: pagesOf(total, pageSize),
    total,
  };
}
