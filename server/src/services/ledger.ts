import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTxns } from '../db/schema';
import { isUniqueViolation } from '../db/sql';
import { rollUpMove } from './ledgerHours';
import { FAIL } from '../errors';
import type { Clock } from './clock';
import { isTransaction, retryTx } from './txRetry';
import { countLedgerMove } from './telemetry';

/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export { LEDGER_KINDS, type LedgerKind } from './ledgerKinds';

export interface Posting {
  accountId: number;
  amountCents: number;
}

export interface MoneyRequest<R> {
  brandId: string;
  /** One of LEDGER_KINDS (tests use their own). */
  kind: string;
  /** Public reference shown with the movement (see LEDGER_KINDS); null when it has none. */
  ref?: string | null;
  /** Who the idempotency key belongs to (e.g. "user:12"). */
  scope: string;
  idempotencyKey: string;
  /** Canonical form of the request: the same key with a different request is refused. */
  fingerprint: string;
  /** Accounts that must not go below zero: locked FOR UPDATE (in id order) before anything is read. */
  lock: number[];
  /**
   * The other accounts the postings touch. Their member accounts are locked together with `lock`, in id order, so
   * two moves never wait for each other in opposite orders; house and system accounts are never locked. An account
   * left out is locked after the plan (safe when it is the move's only member account; else a deadlock is retried).
   */
  touches?: number[];
  /** When the money moved (ledger_txns.created_at); default the clock. A bet passes its settled time. */
  at?: Date;
  /** Decides the postings from the locked balances; returns the reply to store with the txn. */
  plan: (
    balances: Map<number, number>,
  ) => Promise<{ postings: Posting[]; result: R }> | { postings: Posting[]; result: R };
}

export interface MoveOutcome<R> {
  result: R;
  replayed: boolean;
  txnId: number;
  /** The new balances of the member accounts this move changed (empty for a replay). */
  balancesAfter: Map<number, number>;
}

export const HOUSE_USER_ID = 0;

/**
 * Double-entry ledger: ledger_entries is append-only, every txn's entries sum to zero, and a balance is the sum of
 * its account's entries. Member accounts never go below zero (the house account is the counterpart and may).
 *
 * A member account also caches its balance (ledger_accounts.balance_cents) and each of its entries records the
 * balance after it (balance_after_cents), both written in the move's transaction under the account's row lock.
 * The same move adds itself to the member's hourly rollup (ledger_hours) and copies the txn kind onto the member's
 * entries (ledger_entries.kind), which the transaction record's totals and kind filters read.
 * The house and system accounts are not cached (nor rolled up): every bet of a brand posts to the house account, and a cached
 * balance there would be one row lock all of the brand's bets queue on.
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
    await db
      .insert(ledgerAccounts)
      .values({ brandId, kind, userId, balanceCents: kind === 'member' ? 0 : null, createdAt: this.clock() })
      .onConflictDoNothing();
    return this.accountId(brandId, userId, db);
  }

  /** The account's balance: the cached one for a member account, else the sum of its entries. */
  async balanceCents(accountId: number, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db
      .select({ cached: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    if (row && row.cached !== null) return Number(row.cached);
    return this.summedCents(accountId, db);
  }

  /** The sum of the account's entries (the truth the cached balance must equal). */
  async summedCents(accountId: number, db: Db | Tx = this.db): Promise<number> {
    const rows = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return Number(rows[0]?.total ?? 0);
  }

  /** Runs one money movement exactly once per idempotency key; a retry returns the first result. */
  async move<R>(req: MoneyRequest<R>): Promise<MoveOutcome<R>> {
    // Inside a caller's transaction the move is a savepoint: a deadlock goes up to the caller, who retries it whole.
    const once = () => this.moveOnce(req);
    const outcome = await (isTransaction(this.db) ? once() : retryTx(once));
    if (!outcome.replayed) countLedgerMove(req.kind);
    return outcome;
  }

  private async moveOnce<R>(req: MoneyRequest<R>): Promise<MoveOutcome<R>> {
    let learned: number[] = [];
    for (;;) {
      try {
        return await this.db.transaction((tx) => this.apply(tx, req, learned));
      } catch (error) {
        // A member account the request did not name: start again with it locked in order (ids only grow: ends).
        if (error instanceof Relock) {
          learned = [...learned, ...error.ids];
          continue;
        }
        // Two first tries with one key raced (PostgreSQL): the loser returns the winner's result.
        if (isUniqueViolation(error)) {
          const previous = await this.findTxn(this.db, req);
          if (previous) return previous;
        }
        throw error;
      }
    }
  }

  private async apply<R>(tx: Tx, req: MoneyRequest<R>, learned: number[]): Promise<MoveOutcome<R>> {
    const guarded = new Set(req.lock);
    const known = [...new Set([...req.lock, ...(req.touches ?? []), ...learned])].sort((a, b) => a - b);
    // One lock order for everyone: the guarded and the member accounts, by id. House rows are read, never locked.
    const locked = known.length
      ? await tx
          .select({ id: ledgerAccounts.id, cached: ledgerAccounts.balanceCents })
          .from(ledgerAccounts)
          .where(
            and(
              inArray(ledgerAccounts.id, known),
              or(inArray(ledgerAccounts.id, [...guarded, -1]), isNotNull(ledgerAccounts.balanceCents)),
            ),
          )
          .orderBy(asc(ledgerAccounts.id))
          .for('update')
      : [];
    const previous = await this.findTxn(tx, req);
    if (previous) return previous;
    const cachedBefore = new Map(locked.filter((r) => r.cached !== null).map((r) => [r.id, Number(r.cached)]));
    const balances = new Map<number, number>();
    for (const id of [...guarded].sort((a, b) => a - b))
      balances.set(id, cachedBefore.get(id) ?? (await this.summedCents(id, tx)));
    const { postings, result } = await req.plan(balances);
    checkPostings(postings, balances, guarded);
    await this.lockUnnamed(tx, postings, known, locked, cachedBefore);

    // Cached balances first (row locks taken before the txn and entry ids are drawn: ids follow the lock order).
    const deltas = new Map<number, number>();
    for (const p of postings) deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0) + p.amountCents);
    const before = new Map<number, number>();
    const balancesAfter = new Map<number, number>();
    for (const [id, delta] of [...deltas].sort((a, b) => a[0] - b[0])) {
      if (!cachedBefore.has(id)) continue; // house and system accounts are not cached
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${delta}` })
        .where(and(eq(ledgerAccounts.id, id), isNotNull(ledgerAccounts.balanceCents)))
        .returning({ balance: ledgerAccounts.balanceCents });
      if (!row) continue;
      balancesAfter.set(id, Number(row.balance));
      before.set(id, Number(row.balance) - delta);
    }
    const at = req.at ?? this.clock();
    await rollUpMove(tx, req.kind, at, deltas, balancesAfter);

    const [txn] = await tx
      .insert(ledgerTxns)
      .values({
        brandId: req.brandId,
        kind: req.kind,
        ref: req.ref ?? null,
        scope: req.scope,
        idempotencyKey: req.idempotencyKey,
        fingerprint: req.fingerprint,
        result: result as object,
        createdAt: at,
      })
      .returning({ id: ledgerTxns.id });
    const txnId = txn!.id;
    const running = new Map(before);
    await tx.insert(ledgerEntries).values(
      postings.map((p) => {
        const prior = running.get(p.accountId);
        if (prior === undefined) return { txnId, ...p, balanceAfterCents: null, kind: null };
        running.set(p.accountId, prior + p.amountCents);
        return { txnId, ...p, balanceAfterCents: prior + p.amountCents, kind: req.kind };
      }),
    );
    return { result, replayed: false, txnId, balancesAfter };
  }

  /**
   * Member accounts the postings touch that the request did not name: locked now if that keeps the id order (all
   * above the ones locked), else the move starts again with them named (Relock). Never a lock out of order.
   */
  private async lockUnnamed(
    tx: Tx,
    postings: Posting[],
    known: number[],
    locked: { id: number }[],
    cachedBefore: Map<number, number>,
  ): Promise<void> {
    const unnamed = [...new Set(postings.map((p) => p.accountId))].filter((id) => !known.includes(id));
    if (unnamed.length === 0) return;
    const members = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.id, unnamed), isNotNull(ledgerAccounts.balanceCents)));
    if (members.length === 0) return;
    const highest = Math.max(-1, ...locked.map((r) => r.id));
    const ids = members.map((m) => m.id);
    if (ids.some((id) => id < highest)) throw new Relock(ids);
    const rows = await tx
      .select({ id: ledgerAccounts.id, cached: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    for (const r of rows) if (r.cached !== null) cachedBefore.set(r.id, Number(r.cached));
  }

  private async findTxn<R>(db: Db | Tx, req: MoneyRequest<R>): Promise<MoveOutcome<R> | undefined> {
    const rows = await db
      .select({ id: ledgerTxns.id, fingerprint: ledgerTxns.fingerprint, result: ledgerTxns.result })
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
    return { result: row.result as R, replayed: true, txnId: row.id, balancesAfter: new Map() };
  }
}

/** Thrown inside a move to run it again with more accounts locked up front. */
class Relock extends Error {
  constructor(readonly ids: number[]) {
    super('relock');
  }
}

function checkPostings(postings: Posting[], balances: Map<number, number>, guarded: Set<number>) {
  if (postings.length < 2) throw new Error('a ledger txn needs at least two entries');
  let sum = 0;
  let overdrawn = false;
  const after = new Map(balances);
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountCents)) throw new Error('amounts are whole centavos');
    sum += p.amountCents;
    const next = (after.get(p.accountId) ?? 0) + p.amountCents;
    after.set(p.accountId, next);
    // Every running balance counts, not only the last: a stake above the balance is refused even if it would win.
    if (guarded.has(p.accountId) && next < 0) overdrawn = true;
  }
  if (sum !== 0) throw new Error('ledger txn does not balance');
  if (overdrawn) throw FAIL.insufficientBalance();
}
