// The operator console's tables (issue 29): operators are not players (their own table, sessions and limits), the
// roles they hold per brand, and the append-only audit log (its migration adds a trigger refusing UPDATE and DELETE).
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower case: one operator per name, whatever the capitals typed at sign-in. */
    username: text('username').notNull(),
    /** scrypt, as players' (services/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    disabledAt: ts('disabled_at'),
    createdAt: ts('created_at').notNull(),
    /** TOTP secret, AES-256-GCM encrypted (services/ops/totp.ts); never in a reply. Null: no 2FA. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, until a first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last accepted code's time step: a code is accepted once (replay refused). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('operators_username').on(t.username)],
);

export const operatorRoles = pgTable(
  'operator_roles',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** null: the role holds for every brand. */
    brandId: text('brand_id'),
    /** A role of server/src/ops/roles.ts. */
    role: text('role').notNull(),
  },
  // NULL brands are distinct in a plain unique index, so "all brands" is keyed as ''.
  (t) => [uniqueIndex('operator_roles_grant').on(t.operatorId, sql`coalesce(${t.brandId}, '')`, t.role)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: ts('created_at').notNull(),
    /** Moves with every request; a session idle too long ends (services/ops/sessions.ts). */
    lastSeenAt: ts('last_seen_at').notNull(),
    /** The absolute end, however busy the session. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null only for a failed sign-in under a name no operator has (migration 0012). */
    operatorId: integer('operator_id').references(() => operators.id),
    /** The permission-style name of what was done, e.g. `withdrawal.approve`. */
    action: text('action').notNull(),
    /** null: not one brand's (operators, roles). */
    brandId: text('brand_id'),
    /** What was acted on, e.g. `withdrawal:12`. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: ts('at').notNull(),
    /** The caller's address as the server saw it (request.ip). */
    address: text('address').notNull(),
  },
  (t) => [index('audit_log_brand_at').on(t.brandId, t.at), index('audit_log_operator_at').on(t.operatorId, t.at)],
);
