// Tables of the agent hierarchy, rebates and contracts (issue 18). schema.ts re-exports them.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Closure of users.upline_id: one row per (ancestor, descendant) pair at every distance, and a depth-0 row per member.
 * Team queries join it once instead of walking the tree, so totals stay one query however deep the team is.
 */
export const agentPaths = pgTable(
  'agent_paths',
  {
    ancestorId: integer('ancestor_id').notNull(),
    descendantId: integer('descendant_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_paths_descendant').on(t.descendantId, t.depth),
  ],
);

/** The agent a brand's members join when they register without an agent's invitation code. */
export const agentDefaults = pgTable('agent_defaults', {
  brandId: text('brand_id').primaryKey(),
  agentId: integer('agent_id').notNull(),
});

/** Per-agent state of the agent centre: when the agent last saw the agent announcements. */
export const agentProfiles = pgTable('agent_profiles', {
  userId: integer('user_id').primaryKey(),
  announcementsSeenAt: ts('announcements_seen_at'),
});

/** Rebate rate of a member or agent per game category, in hundredths of a percent (80 = 0.80 %). */
export const agentRebates = pgTable(
  'agent_rebates',
  {
    userId: integer('user_id').notNull(),
    category: text('category').notNull(),
    rateBps: integer('rate_bps').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Daily salary, dividend and hourly salary contracts: offered by the upline agent (null: the brand itself, for a
 * top agent), accepted or declined by the agent. status: pending | accepted | declined | withdrawn | ended.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    kind: text('kind').notNull(),
    agentId: integer('agent_id').notNull(),
    offeredBy: integer('offered_by'),
    terms: jsonb('terms').notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('agent_contracts_agent').on(t.agentId, t.kind, t.status),
    index('agent_contracts_offered_by').on(t.offeredBy, t.kind),
  ],
);
