import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Tables of the records (issue 16). A bet row is written in the same database transaction as its ledger movement
// (and its bet_hours row), so reports over bets, bet_hours and the ledger always agree. schema.ts re-exports them.
//
// How the records join the ledger (columns added to schema.ts's ledger tables by issue 16):
// - ledger_accounts.balance_cents: the cached balance of a member account (kind 'member'), updated in the same
//   transaction as every entry; null for house/system accounts (their balance is the sum of their entries).
// - ledger_txns.ref: the public reference of the movement (deposit order id, withdrawal id, bet no, …); the list of
//   kinds and what their ref holds is in services/ledger.ts (LEDGER_KINDS). ledger_txns.created_at is when the money
//   moved (for a bet: its settled_at).
// - ledger_entries.balance_after_cents: the member account's balance right after this entry (the running balance
//   of the transaction record); null on house/system accounts. Within one account, entry ids follow the order in
//   which the balance changed: order by ledger_entries.id (not by time) to show a consistent running balance.
//   A bet's txn has separate entries for the stake (−) and the win (+, omitted when 0).

/** One wager: the demo game's spins and the simulated vendor feed's settled bets. Amounts in centavos. */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    /** The member (users.id). */
    userId: integer('user_id').notNull(),
    /** The public bet id shown to the player (unique per brand); also the ledger txn's ref. */
    betNo: text('bet_no').notNull(),
    /** The catalogue game (games.node_id of the brand). */
    nodeId: integer('node_id').notNull(),
    /** The game's vendor code: games.vassalage (PG, JILI, EVO, SABA, TCG, IH for the in-house demo game, …). */
    vendor: text('vendor').notNull(),
    /**
     * The game's type: games.game_type, the codes of /m/gameList?gameType= — RNG (slots), PVP (card games), LIVE,
     * FISH, SPORTS, ESPORTS, COCKFIGHT, LOTTERY, POKER.
     */
    category: text('category').notNull(),
    /** What the member staked (> 0). */
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    /** The stake that counts for turnover and rebates (≤ stake): the stake, or 0 for a push (win = stake). */
    validStakeCents: bigint('valid_stake_cents', { mode: 'number' }).notNull(),
    /** What was paid back to the member, stake included (0 for a lost bet). */
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    /** win − stake: the player's profit (negative: loss). The house's profit is −net. */
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** settled | pending | void (every bet written today is settled: the money moved with it). */
    status: text('status').notNull(),
    /** demo (the in-house demo game's spins) | feed (simulated bets of the other vendors' games) */
    source: text('source').notNull(),
    placedAt: ts('placed_at').notNull(),
    /** When the bet was settled = the created_at of its ledger txn; null while pending. */
    settledAt: ts('settled_at'),
    /** The ledger txn that moved the money (stake and win; its ref is betNo), null while pending. */
    txnId: bigint('txn_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('bets_brand_bet_no').on(t.brandId, t.betNo),
    index('bets_user_placed').on(t.userId, t.placedAt, t.id),
    index('bets_brand_settled').on(t.brandId, t.settledAt),
    index('bets_user_settled').on(t.userId, t.settledAt, t.id),
  ],
);

/**
 * Settled bets summed per member, UTC hour of settled_at, category and vendor: written in the same transaction as each
 * bet (upsert), so it always equals the sum over `bets` with status settled. Sum its rows for totals over long
 * periods (profit and loss, team reports, rebates) instead of scanning bets: a brand-local day is 24 whole hours
 * for every whole-hour time zone (Asia/Manila: [day 00:00+08, next day 00:00+08)).
 */
export const betHours = pgTable(
  'bet_hours',
  {
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    /** Start of the UTC hour of the bets' settled_at (date_trunc('hour', settled_at)). */
    hour: ts('hour').notNull(),
    /** bets.category */
    category: text('category').notNull(),
    /** bets.vendor (a vendor has one game type, so this adds a row per vendor of the type, not per game). */
    vendor: text('vendor').notNull(),
    betCount: integer('bet_count').notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    validStakeCents: bigint('valid_stake_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.hour, t.category, t.vendor] }),
    index('bet_hours_brand_hour').on(t.brandId, t.hour),
  ],
);
