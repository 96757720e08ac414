// The audit log: one append-only row per operator action, written in the transaction of the change it records (so
// a change without its row, or a row without its change, cannot commit). The table refuses UPDATE and DELETE
// (a trigger in migration 0009); this module only inserts and reads.
import { and, count, desc, eq } from 'drizzle-orm';
import type { OpsAuditEntry, OpsAuditQuery, OpsAuditReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { auditLog, operators } from '../../db/schema';
import type { BrandScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { brandCondition, pageOf, pagesOf, timeWindow } from './scope';

/** One action as it is recorded: who (operator id), what, on which brand and record, before and after, from where. */
export interface AuditEntry {
  operatorId: number;
  action: string;
  brandId: string | null;
  target: string | null;
  before: object | null;
  after: object | null;
  address: string;
}

export async function writeAudit(tx: Tx, at: Date, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, at });
}

export async function auditPage(ctx: AppContext, scope: BrandScope, q: OpsAuditQuery): Promise<OpsAuditReply> {
  const { pageNo, pageSize, offset } = pageOf(q);
  const where = and(
    brandCondition(scope, auditLog.brandId, q.brandId),
    q.operator ? eq(operators.username, q.operator.trim().toLowerCase()) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    timeWindow(auditLog.at, q.from, q.to),
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where);
  const rows = await ctx.db
    .select({ a: auditLog, operator: operators.username })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset(offset);
  return {
    list: rows.map(({ a, operator }) => ({
      id: a.id,
      at: a.at.getTime(),
      operator,
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
