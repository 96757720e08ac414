// Console sessions: like players' (an opaque token, only its SHA-256 stored), but shorter-lived, as an operator's
// token moves money: it ends after 30 idle minutes or 12 hours, whichever comes first, or at sign-out, or when the
// operator is disabled. Only api/access.ts resolves a token (server/test/structure.test.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { operatorRoles, operators, operatorSessions } from '../../db/schema';
import { FAIL } from '../../errors';
import { isRole, type Grant } from '../../ops/roles';
import { addSeconds } from '../clock';
import { randomToken, sha256 } from '../hash';

export const OPS_IDLE_SECONDS = 30 * 60;
export const OPS_ABSOLUTE_SECONDS = 12 * 3600;

export type OperatorRow = typeof operators.$inferSelect;

/** A signed-in operator and every role they hold (what route() checks permissions against). */
export interface OperatorSession {
  operator: { id: number; username: string };
  grants: Grant[];
  tokenHash: string;
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
  return { operator: { id: operator.id, username: operator.username }, grants, tokenHash };
}

export async function closeOperatorSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.db
    .update(operatorSessions)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}
