// Sums of one ledger account's entries, the question the wallet rules keep asking (turnover, the transfer cap).
import { and, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTxns } from '../../db/schema';
import type { Tx } from '../ledger';

export type EntryFilter = {
  /** Money into the account ('in', credits) or out of it ('out', debits). */
  sign: 'in' | 'out';
  /** Only entries of transactions of these kinds. */
  txnKinds?: string[];
  /** Only entries of this kind. */
  entryKind?: string;
  /** Only entries of transactions made at or after this time. */
  since?: Date;
};

/** The centavos that moved into (or out of) the account through the matching entries, as a positive number. */
export async function sumEntriesCents(db: Db | Tx, accountId: number, filter: EntryFilter): Promise<number> {
  const conditions: SQL[] = [
    eq(ledgerEntries.accountId, accountId),
    filter.sign === 'in' ? gt(ledgerEntries.amountCents, 0) : lt(ledgerEntries.amountCents, 0),
  ];
  if (filter.txnKinds) conditions.push(inArray(ledgerTxns.kind, filter.txnKinds));
  if (filter.entryKind) conditions.push(eq(ledgerEntries.kind, filter.entryKind));
  if (filter.since) conditions.push(gte(ledgerTxns.createdAt, filter.since));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(...conditions));
  return Math.abs(Number(row?.total ?? 0));
}
