import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Tables of the records (issue 16). A bet row is written in the same database transaction as its ledger movement,
// so reports over bets and the ledger always agree. schema.ts re-exports them.

/** One wager: the demo game's spins and the simulated vendor feed's settled bets. Amounts in centavos. */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The public bet id shown to the player (unique per brand). */
    betNo: text('bet_no').notNull(),
    nodeId: integer('node_id').notNull(),
    /** The game's vendor (games.vassalage) and category (lottery, slots, fish, live, sports, esports, poker). */
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    /** The stake that counts for turnover and rebates (≤ stake). */
    validStakeCents: bigint('valid_stake_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    /** win − stake: the player's profit (negative: loss). */
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** settled | pending | void */
    status: text('status').notNull(),
    /** demo | feed */
    source: text('source').notNull(),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
    /** The ledger txn that moved the money (stake and win), null while pending. */
    txnId: bigint('txn_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('bets_brand_bet_no').on(t.brandId, t.betNo),
    index('bets_user_placed').on(t.userId, t.placedAt, t.id),
    index('bets_brand_settled').on(t.brandId, t.settledAt),
  ],
);
