// Two-factor sign-in for the console (issue 29, migration 0012): operators' recovery codes and the per-role policy
// that can require 2FA. The TOTP columns themselves live on `operators` (opsSchema.ts).
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './opsSchema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ten per enrolment; only the SHA-256 of each is kept, and each is usable once (`usedAt`). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('operator_recovery_codes_hash').on(t.operatorId, t.codeHash)],
);

/** What the owner decides per role (a role of server/src/ops/roles.ts); a role without a row requires nothing. */
export const opsRolePolicy = pgTable('ops_role_policy', {
  role: text('role').primaryKey(),
  totpRequired: boolean('totp_required').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});
