import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTxns } from '../db/schema';
import { FAIL } from '../errors';
import type { Clock } from './clock';

/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Posting {
  accountId: number;
  amountCents: number;
}

export interface MoneyRequest<R> {
  brandId: string;
  kind: string;
  /** Who the idempotency key belongs to (e.g. "user:12"). */
  scope: string;
  idempotencyKey: string;
  /** Canonical form of the request: the same key with a different request is refused. */
  fingerprint: string;
  /** Accounts that must not go below zero: locked FOR UPDATE (in id order) before anything is read. */
  lock: number[];
  /** Decides the postings from the locked balances; returns the reply to store with the txn. */
  plan: (
    balances: Map<number, number>,
  ) => Promise<{ postings: Posting[]; result: R }> | { postings: Posting[]; result: R };
}

export const HOUSE_USER_ID = 0;

/**
 * Double-entry ledger: ledger_entries is append-only, every txn's entries sum to zero, and a balance is the sum of
 * its account's entries. Member accounts never go below zero (the house account is the counterpart and may).
 */
export class Ledger {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The member's wallet account (or the brand's house account for HOUSE_USER_ID), created on first use. */
  async accountId(brandId: string, userId: number, db: Db | Tx = this.db): Promise<number> {
    const kind = userId === HOUSE_USER_ID ? 'house' : 'member';
    const found = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)),
      );
    if (found[0]) return found[0].id;
    await db.insert(ledgerAccounts).values({ brandId, kind, userId, createdAt: this.clock() }).onConflictDoNothing();
    return this.accountId(brandId, userId, db);
  }

  async balanceCents(accountId: number, db: Db | Tx = this.db): Promise<number> {
    const rows = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return Number(rows[0]?.total ?? 0);
  }

  /** Runs one money movement exactly once per idempotency key; a retry returns the first result. */
  async move<R>(req: MoneyRequest<R>): Promise<{ result: R; replayed: boolean; txnId: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const ids = [...new Set(req.lock)].sort((a, b) => a - b);
        if (ids.length > 0) {
          await tx
            .select({ id: ledgerAccounts.id })
            .from(ledgerAccounts)
            .where(inArray(ledgerAccounts.id, ids))
            .orderBy(asc(ledgerAccounts.id))
            .for('update');
        }
        const previous = await this.findTxn(tx, req);
        if (previous) return previous;
        const balances = new Map<number, number>();
        for (const id of ids) balances.set(id, await this.balanceCents(id, tx));
        const { postings, result } = await req.plan(balances);
        checkPostings(postings, balances, new Set(ids));
        const [txn] = await tx
          .insert(ledgerTxns)
          .values({
            brandId: req.brandId,
            kind: req.kind,
            scope: req.scope,
            idempotencyKey: req.idempotencyKey,
            fingerprint: req.fingerprint,
            result: result as object,
            createdAt: this.clock(),
          })
          .returning({ id: ledgerTxns.id });
        const txnId = txn!.id;
        await tx.insert(ledgerEntries).values(postings.map((p) => ({ txnId, ...p })));
        return { result, replayed: false, txnId };
      });
    } catch (error) {
      // Two first tries with one key raced (PostgreSQL): the loser returns the winner's result.
      if (isUniqueViolation(error)) {
        const previous = await this.findTxn(this.db, req);
        if (previous) return previous;
      }
      throw error;
    }
  }

  private async findTxn<R>(db: Db | Tx, req: MoneyRequest<R>) {
    const rows = await db
      .select()
      .from(ledgerTxns)
      .where(
        and(
          eq(ledgerTxns.brandId, req.brandId),
          eq(ledgerTxns.scope, req.scope),
          eq(ledgerTxns.idempotencyKey, req.idempotencyKey),
        ),
      );
    const row = rows[0];
    if (!row) return undefined;
    if (row.fingerprint !== req.fingerprint) throw FAIL.idempotencyReused();
    return { result: row.result as R, replayed: true, txnId: row.id };
  }
}

function checkPostings(postings: Posting[], balances: Map<number, number>, guarded: Set<number>) {
  if (postings.length < 2) throw new Error('a ledger txn needs at least two entries');
  let sum = 0;
  const after = new Map(balances);
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountCents)) throw new Error('amounts are whole centavos');
    sum += p.amountCents;
    after.set(p.accountId, (after.get(p.accountId) ?? 0) + p.amountCents);
  }
  if (sum !== 0) throw new Error('ledger txn does not balance');
  for (const id of guarded) if ((after.get(id) ?? 0) < 0) throw FAIL.insufficientBalance();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
