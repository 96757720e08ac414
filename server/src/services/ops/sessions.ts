// Console sessions: like players' (an opaque token, only its SHA-256 stored), but shorter-lived, as an operator's
// token moves money: it ends after 30 idle minutes or 12 hours, whichever comes first, or at sign-out, or when the
// operator is disabled. Only api/access.ts resolves a token (server/test/structure.test.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operatorRoles, operators, operatorSessions, opsRolePolicy } from '../../db/schema';
import { FAIL } from '../../errors';
import { isRole, type Grant } from '../../ops/roles';
import { addSeconds } from '../clock';
import { randomToken, sha256 } from '../hash';
import type { Tx } from '../ledger';

export const OPS_IDLE_SECONDS = 30 * 60;
export const OPS_ABSOLUTE_SECONDS = 12 * 3600;

export type OperatorRow = typeof operators.$inferSelect;

/** A signed-in operator and every role they hold (what route() checks permissions against). */
export interface OperatorSession {
  operator: { id: number; username: string };
  grants: Grant[];
  tokenHash: string;
  totpEnabled: boolean;
  /** A role held requires 2FA and the operator has none: api/access.ts lets only console.use through. */
  mustEnrolTotp: boolean;
}

export async function openOperatorSession(ctx: AppContext, operatorId: number): Promise<string> {
  const token = randomToken(32);
  const now = ctx.clock();
  await ctx.db.insert(operatorSessions).values({
    tokenHash: sha256(token),
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: addSeconds(now, OPS_ABSOLUTE_SECONDS),
  });
  return token;
}

export async function grantsOf(ctx: AppContext, operatorId: number): Promise<Grant[]> {
  const rows = await ctx.db
    .select({ brandId: operatorRoles.brandId, role: operatorRoles.role })
    .from(operatorRoles)
    .where(eq(operatorRoles.operatorId, operatorId));
  // A role the code no longer declares grants nothing.
  return rows.flatMap((r) => (isRole(r.role) ? [{ brandId: r.brandId, role: r.role }] : []));
}

/** Whether any role of the grants requires two-factor sign-in (ops_role_policy). */
export async function totpRequiredFor(ctx: AppContext, grants: readonly Grant[]): Promise<boolean> {
  const roles = [...new Set(grants.map((g) => g.role))];
  if (!roles.length) return false;
  const rows = await ctx.db
    .select({ role: opsRolePolicy.role })
    .from(opsRolePolicy)
    .where(and(inArray(opsRolePolicy.role, roles), eq(opsRolePolicy.totpRequired, true)))
    .limit(1);
  return rows.length > 0;
}

/** Ends every live session of an operator (disabled, or told to sign in again). */
export async function endOperatorSessions(db: Db | Tx, operatorId: number, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

/**
 * The operator of a live token, and the session's idle clock moved on. Unknown: "not logged in"; revoked, idle,
 * past its absolute end, or its operator disabled: "logged out".
 */
export async function resolveOperatorSession(ctx: AppContext, token: string): Promise<OperatorSession> {
  const tokenHash = sha256(token);
  const [row] = await ctx.db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw FAIL.notLoggedIn();
  const now = ctx.clock();
  const { session, operator } = row;
  const idleEnd = addSeconds(session.lastSeenAt, OPS_IDLE_SECONDS);
  if (session.revokedAt || operator.disabledAt || session.expiresAt <= now || idleEnd <= now) throw FAIL.loggedOut();
  await ctx.db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
  const grants = await grantsOf(ctx, operator.id);
  const mustEnrolTotp = !operator.totpEnabledAt && (await totpRequiredFor(ctx, grants));
  const totpEnabled = operator.totpEnabledAt !== null;
  const who = { id: operator.id, username: operator.username };
  return { operator: who, grants, tokenHash, totpEnabled, mustEnrolTotp };
}
