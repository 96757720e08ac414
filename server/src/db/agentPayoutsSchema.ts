// Agent earnings paid (issue 33, migration 0017; services/agent/payouts.ts): one row per agent, earning kind and
// period, written in the transaction of its ledger txn. The unique key is what makes a period pay once.
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    agentId: integer('agent_id').notNull(),
    /** daily (daily salary) | hourly (hourly salary) | dividend | rebate (rebate income). */
    kind: text('kind').notNull(),
    /** The period's label in the idempotency key: a brand-local day "YYYY-MM-DD" or an hour's start (ISO, UTC). */
    period: text('period').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    /** What was paid (0: the period was settled and owed nothing; no ledger txn). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The team's valid stake the amount was computed from. */
    validStakeCents: bigint('valid_stake_cents', { mode: 'number' }).notNull(),
    /** Contracts only: the contract, the tier reached (−1 none), active members and the team's profit. */
    contractId: integer('contract_id'),
    tier: integer('tier'),
    activeMembers: integer('active_members'),
    teamPnlCents: bigint('team_pnl_cents', { mode: 'number' }),
    /** The ledger txn that paid it (null when the amount is 0). */
    txnId: bigint('txn_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_payouts_once').on(t.agentId, t.kind, t.period),
    index('agent_payouts_brand_end').on(t.brandId, t.periodEnd),
  ],
);
