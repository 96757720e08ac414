// Game vendors on the seamless wallet (issue 32, migration 0019; services/vendors/). schema.ts re-exports them.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A game vendor (an aggregator) allowed to call the wallet API. */
export const gameVendors = pgTable('game_vendors', {
  /** Lowercase id, sent by the vendor in X-Vendor-Id. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The catalogue vendor codes (games.vassalage) it plays: launching such a game opens the vendor's page. */
  codes: jsonb('codes').$type<string[]>().notNull(),
  /** The brands whose members it may serve. */
  brands: jsonb('brands').$type<string[]>().notNull(),
  /** Where its game opens; the launch adds token, game, lang and brand to the query. */
  launchUrl: text('launch_url').notNull(),
  /** The HMAC secret; null: from GAME_VENDOR_SECRET_<ID> (upper-cased, `-` → `_`); neither: every call refused. */
  secret: text('secret'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull(),
});

/** One-time launch tokens (their SHA-256), bound to member, brand, game and the launching session. */
export const vendorLaunches = pgTable(
  'vendor_launches',
  {
    tokenHash: text('token_hash').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    userId: integer('user_id').notNull(),
    brandId: text('brand_id').notNull(),
    nodeId: integer('node_id').notNull(),
    /** sessions.token_hash of the launching session: the vendor may debit only while it lives. */
    sessionHash: text('session_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('vendor_launches_vendor_user').on(t.vendorId, t.userId, t.usedAt)],
);

/** Every wallet call by the vendor's transaction id and its first answer (a repeat answers the same). */
export const vendorTxns = pgTable(
  'vendor_txns',
  {
    vendorId: text('vendor_id').notNull(),
    txnId: text('txn_id').notNull(),
    /** debit | credit | rollback */
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    /** credit, rollback: the debit's transaction id. */
    betTxnId: text('bet_txn_id'),
    /** The bet (bets.bet_no) the call is about, once known. */
    betNo: text('bet_no'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The call's content: the same id with other content is refused. '*' matches any (a rollback's tombstone). */
    fingerprint: text('fingerprint').notNull(),
    /** 'ok' or the failure code it answered. */
    outcome: text('outcome').notNull(),
    /** The reply value (ok) or the failure's value. */
    reply: jsonb('reply'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'vendor_txns_pk', columns: [t.vendorId, t.txnId] })],
);
