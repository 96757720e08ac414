// The console's money requests (issue 29) that wait for a second operator (four eyes): manual balance adjustments
// and manual settlements of stuck deposit orders. Money moves only through the ledger, when the request is done;
// these rows record who asked, who confirmed, and why. schema.ts re-exports them.
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An operator's credit (amount > 0) or debit (amount < 0) of a member's balance, once per client key. */
export const opsAdjustments = pgTable(
  'ops_adjustments',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    /** Signed centavos: positive credits the member, negative debits. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The client's Idempotency-Key: one adjustment per (brand, key). */
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** awaiting_second | done */
    state: text('state').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: ts('requested_at').notNull(),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    uniqueIndex('ops_adjustments_key').on(t.brandId, t.idempotencyKey),
    index('ops_adjustments_brand_state').on(t.brandId, t.state, t.requestedAt),
  ],
);

/** A manual settlement of a stuck deposit order: requested by one operator, confirmed by another. */
export const depositSettlements = pgTable('deposit_settlements', {
  orderId: text('order_id').primaryKey(),
  brandId: text('brand_id').notNull(),
  reason: text('reason').notNull(),
  /** awaiting_second | done */
  state: text('state').notNull(),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: ts('requested_at').notNull(),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: ts('confirmed_at'),
});
