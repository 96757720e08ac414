import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Tables of the wallet (issue 15): deposit orders, provider callbacks and withdrawals. Money moves only through the
// ledger (ledger_txns / ledger_entries); these rows record the requests and their states. schema.ts re-exports them.

/** A deposit order: pending until the provider's callback (paid / failed) or its expiry. Amounts in centavos. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    method: text('method').notNull(),
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    payAmountCents: bigint('pay_amount_cents', { mode: 'number' }).notNull(),
    /** pending | paid | failed | expired */
    state: text('state').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('deposit_orders_key').on(t.brandId, t.userId, t.idempotencyKey),
    index('deposit_orders_user').on(t.userId, t.createdAt),
    index('deposit_orders_state').on(t.state, t.expiresAt),
  ],
);

/** Every provider callback as received, with what came of it (accepted, replay, signature, amount, …). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id'),
    orderId: text('order_id'),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [index('payment_callbacks_order').on(t.orderId)],
);

/** A withdrawal request: its amount sits in the brand's pending-withdrawals account until approved or rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** pending | paid | rejected */
    state: text('state').notNull(),
    bankCardId: integer('bank_card_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountMasked: text('account_masked').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
    /** Four eyes (console): the operator whose approval came first; the state stays pending until the second. */
    firstApprovedBy: integer('first_approved_by'),
    firstApprovedAt: ts('first_approved_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_key').on(t.brandId, t.userId, t.idempotencyKey),
    index('withdrawals_user').on(t.userId, t.createdAt),
    index('withdrawals_brand_state').on(t.brandId, t.state),
  ],
);
