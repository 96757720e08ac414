// The roles as the owner sees them: each role's permissions (declared in code, server/src/ops/roles.ts) and the
// policy stored per role (ops_role_policy): whether it requires two-factor sign-in. Changing a policy is one audit
// row; an operator of a role that now requires 2FA is sent to the enrolment at their next request (api/access.ts).
import { eq } from 'drizzle-orm';
import type { OpsRolePolicy, OpsRolesReply } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { opsRolePolicy } from '../../db/schema';
import { FAIL } from '../../errors';
import { ROLE_IDS, ROLES, type Role } from '../../ops/roles';
import { writeAudit } from './audit';

export async function rolesList(ctx: AppContext, op: OperatorPrincipal): Promise<OpsRolesReply> {
  if (!op.scope.all) throw FAIL.noPermission();
  const stored = await ctx.db.select().from(opsRolePolicy);
  const required = new Set(stored.filter((p) => p.totpRequired).map((p) => p.role));
  return {
    list: ROLE_IDS.map((role) => ({
      role,
      description: ROLES[role].description,
      permissions: [...ROLES[role].permissions],
      totpRequired: required.has(role),
    })),
  };
}

export async function setRolePolicy(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  role: Role,
  totpRequired: boolean,
): Promise<OpsRolePolicy> {
  if (!op.scope.all) throw FAIL.noPermission();
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(opsRolePolicy).where(eq(opsRolePolicy.role, role)).for('update');
    const before = old?.totpRequired ?? false;
    if (before === totpRequired) return;
    await tx
      .insert(opsRolePolicy)
      .values({ role, totpRequired, updatedAt: now })
      .onConflictDoUpdate({ target: opsRolePolicy.role, set: { totpRequired, updatedAt: now } });
    await writeAudit(tx, now, {
      operatorId: op.operator.id,
      action: 'role.policy',
      brandId: null,
      target: `role:${role}`,
      before: { totpRequired: before },
      after: { totpRequired },
      address,
    });
  });
  return { role, totpRequired };
}
