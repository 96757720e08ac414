import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The double-entry ledger's tables (services/ledger.ts): accounts, txns, append-only entries and the hourly rollup of
// member accounts. schema.ts re-exports them.

/** One wallet per member, one house account per brand. Rows are locked (FOR UPDATE) while money moves. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    /** Cached balance of a member account (= the sum of its entries, updated with them); null: house, system. */
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('ledger_accounts_owner').on(t.brandId, t.kind, t.userId)],
);

export const ledgerTxns = pgTable(
  'ledger_txns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    kind: text('kind').notNull(),
    /** Scope of the idempotency key (the acting user, or "system"). */
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    result: jsonb('result').notNull(),
    /** Public reference: deposit order id, withdrawal id, bet no, … (kinds and refs: LEDGER_KINDS in ledger.ts). */
    ref: text('ref'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_txns_idempotency').on(t.brandId, t.scope, t.idempotencyKey),
    index('ledger_txns_brand_kind_ref').on(t.brandId, t.kind, t.ref),
  ],
);

/** Append-only: never updated or deleted. Amounts in centavos; each txn's entries sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txnId: bigint('txn_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** A member account's balance right after this entry (running balance, in entry id order); null: not cached. */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
    /** The txn's kind, copied onto member entries (null: house/system) so a kind filter walks its own index. */
    kind: text('kind'),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_txn').on(t.txnId),
    index('ledger_entries_account_kind')
      .on(t.accountId, t.kind, t.id)
      .where(sql`${t.kind} is not null`),
  ],
);

/**
 * A member account's movements summed per UTC hour of the txn time and txn kind (never house/system accounts: one
 * hot row per brand would serialise every bet). Upserted by Ledger.move under the account's row lock; a movement is
 * one txn's net on the account, added to in_cents (> 0) or out_cents (< 0, negative). Transaction record totals.
 */
export const ledgerHours = pgTable(
  'ledger_hours',
  {
    accountId: integer('account_id').notNull(),
    /** Start of the UTC hour of ledger_txns.created_at. */
    hour: ts('hour').notNull(),
    kind: text('kind').notNull(),
    movements: integer('movements').notNull(),
    inCents: bigint('in_cents', { mode: 'number' }).notNull(),
    outCents: bigint('out_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.hour, t.kind] })],
);
