// Tables of responsible play (issue 19). schema.ts re-exports them. Amounts in centavos; a session-time limit's value
// is in minutes. rp_history is append-only: the service only ever inserts into it (docs/responsible-play.md).
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Per member: date of birth, the restricted-person declaration and the reality-check interval. */
export const rpProfiles = pgTable('rp_profiles', {
  userId: integer('user_id').primaryKey(),
  brandId: text('brand_id').notNull(),
  /** YYYY-MM-DD as typed at registration; null for members registered without one. */
  birthDate: text('birth_date'),
  /** When the member declared not to be a restricted person; null when never declared. */
  notRestrictedAt: ts('not_restricted_at'),
  /** 15, 30 or 60; null: the brand default. */
  realityCheckMinutes: integer('reality_check_minutes'),
});

/** One limit of a member (key: deposit.day … wager.month, session), with a pending raise or removal. */
export const rpLimits = pgTable(
  'rp_limits',
  {
    userId: integer('user_id').notNull(),
    brandId: text('brand_id').notNull(),
    key: text('key').notNull(),
    /** The limit in force (centavos, or minutes for `session`); null: none. */
    value: bigint('value', { mode: 'number' }),
    /** A pending raise (the new value) or removal (pending_remove): applies after pending_effective_at, confirmed. */
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingRequestedAt: ts('pending_requested_at'),
    pendingEffectiveAt: ts('pending_effective_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Time-outs and self-exclusions; the one in force has ended_at null and until in the future. */
export const rpExclusions = pgTable(
  'rp_exclusions',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    /** timeout | selfExclusion */
    kind: text('kind').notNull(),
    /** 24h | 7d | 30d | 6m | 1y | 5y */
    duration: text('duration').notNull(),
    startedAt: ts('started_at').notNull(),
    until: ts('until').notNull(),
    /** Before this, the exclusion cannot be ended early (self-exclusion: 6 months; time-out: its end). */
    undoableFrom: ts('undoable_from').notNull(),
    /** Set when ended early (reinstated). */
    endedAt: ts('ended_at'),
  },
  (t) => [index('rp_exclusions_user').on(t.userId, t.until)],
);

/** Append-only record of every change of limit, reality check, exclusion and declaration. */
export const rpHistory = pgTable(
  'rp_history',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    at: ts('at').notNull(),
    action: text('action').notNull(),
    key: text('key'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    previousAmountCents: bigint('previous_amount_cents', { mode: 'number' }),
    minutes: integer('minutes'),
    duration: text('duration'),
    until: ts('until'),
    /** member | registration | operator */
    source: text('source').notNull(),
  },
  (t) => [index('rp_history_user').on(t.userId, t.id)],
);
