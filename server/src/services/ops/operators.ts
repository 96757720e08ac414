// Operators management (permission operators.manage, held for every brand: operators are not one brand's): the
// paged list, inviting one with a one-time initial password, changing roles, disabling (their sessions end at once)
// and enabling, and resetting their 2FA. Every change is one audit row in its transaction; a repeat that changes
// nothing records nothing. Nothing may leave the console without an enabled owner of every brand.
import { and, count, eq, ilike, isNull } from 'drizzle-orm';
import type {
  OpsOperator,
  OpsOperatorCreateBody,
  OpsOperatorCreateReply,
  OpsOperatorsQuery,
  OpsOperatorsReply,
} from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operatorRoles, operators } from '../../db/schema';
import { fail, FAIL } from '../../errors';
import type { Grant } from '../../ops/roles';
import type { Clock } from '../clock';
import { randomToken } from '../hash';
import type { Tx } from '../ledger';
import { writeAudit, type AuditEntry } from './audit';
import { pagedList } from './paged';
import { endOperatorSessions, grantsOf } from './sessions';
import { clearTotp } from './totp';

type OperatorRow = typeof operators.$inferSelect;

/** Operators span brands: managing them needs operators.manage for every brand. */
function requireAllBrands(op: OperatorPrincipal): void {
  if (!op.scope.all) throw FAIL.noPermission();
}

function view(row: OperatorRow, roles: Grant[]): OpsOperator {
  return {
    id: row.id,
    username: row.username,
    roles,
    totpEnabled: row.totpEnabledAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.getTime(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function operatorsPage(
  ctx: AppContext,
  op: OperatorPrincipal,
  q: OpsOperatorsQuery,
): Promise<OpsOperatorsReply> {
  requireAllBrands(op);
  const where = q.username ? ilike(operators.username, `%${escapeLike(q.username.trim())}%`) : undefined;
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(operators).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      ctx.db.select().from(operators).where(where).orderBy(operators.username).limit(limit).offset(offset),
    view: async (row) => view(row, await grantsOf(ctx, row.id)),
  });
}

/** One grant per brand and role; a brand must be one this server has. */
function cleanGrants(ctx: AppContext, roles: readonly Grant[]): Grant[] {
  const seen = new Map<string, Grant>();
  for (const { brandId, role } of roles) {
    // null: every brand (not a branch on a brand, a check that the named one exists).
    if (brandId !== null && !ctx.brands.has(brandId)) throw fail('request.invalid', { brandId });
    seen.set(`${brandId ?? ''}|${role}`, { brandId, role });
  }
  return [...seen.values()];
}

const ownsEverything = (grants: readonly Grant[]) =>
  grants.some(({ brandId, role }) => role === 'owner' && brandId === null);

/**
 * Refuses a change that would leave no enabled owner of every brand besides `leaving`. The owners' rows are locked,
 * so two owners removing each other at the same moment cannot both pass.
 */
async function keepAnOwner(tx: Tx, leaving: number): Promise<void> {
  const owners = await tx
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(and(isNull(operators.disabledAt), eq(operatorRoles.role, 'owner'), isNull(operatorRoles.brandId)))
    .for('update');
  if (!owners.some((o) => o.id !== leaving)) throw fail('ops.operator.last.owner');
}

async function lockedOperator(tx: Tx, id: number): Promise<OperatorRow> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw fail('ops.operator.unknown');
  return row;
}

async function grantsIn(tx: Tx, operatorId: number): Promise<Grant[]> {
  const rows = await tx
    .select({ brandId: operatorRoles.brandId, role: operatorRoles.role })
    .from(operatorRoles)
    .where(eq(operatorRoles.operatorId, operatorId));
  return rows as Grant[];
}

const entry = (op: OperatorPrincipal, address: string, row: OperatorRow, e: Partial<AuditEntry>): AuditEntry => ({
  operatorId: op.operator.id,
  action: '',
  brandId: null,
  target: `operator:${row.username}`,
  before: null,
  after: null,
  address,
  ...e,
});

/** A new operator with a random initial password, returned once (only its scrypt hash is kept). */
export async function createOperator(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  body: OpsOperatorCreateBody,
): Promise<OpsOperatorCreateReply> {
  requireAllBrands(op);
  const roles = cleanGrants(ctx, body.roles);
  const initialPassword = randomToken(12);
  const passwordHash = await ctx.passwords.hash(initialPassword);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ username: body.username, passwordHash, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) throw fail('ops.operator.exists');
    if (roles.length) await tx.insert(operatorRoles).values(roles.map((g) => ({ operatorId: created.id, ...g })));
    const after = { username: created.username, roles };
    await writeAudit(tx, now, entry(op, address, created, { action: 'operator.create', after }));
    return created;
  });
  return { operator: view(row, roles), initialPassword };
}

/** Replaces the operator's roles (an empty list takes every role away: they can no longer sign in). */
export async function setOperatorRoles(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  wanted: readonly Grant[],
): Promise<OpsOperator> {
  requireAllBrands(op);
  const roles = cleanGrants(ctx, wanted);
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, id);
    const before = await grantsIn(tx, id);
    if (!row.disabledAt && ownsEverything(before) && !ownsEverything(roles)) await keepAnOwner(tx, id);
    await tx.delete(operatorRoles).where(eq(operatorRoles.operatorId, id));
    if (roles.length) await tx.insert(operatorRoles).values(roles.map((g) => ({ operatorId: id, ...g })));
    const change = { action: 'operator.roles', before: { roles: before }, after: { roles } };
    await writeAudit(tx, ctx.clock(), entry(op, address, row, change));
    return view(row, roles);
  });
}

/** Disables (every session of theirs ends in the same transaction) or enables an operator. */
export async function setOperatorDisabled(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  disabled: boolean,
): Promise<OpsOperator> {
  requireAllBrands(op);
  if (disabled && id === op.operator.id) throw fail('ops.operator.self');
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, id);
    const roles = await grantsIn(tx, id);
    if ((row.disabledAt !== null) === disabled) return view(row, roles);
    if (disabled && ownsEverything(roles)) await keepAnOwner(tx, id);
    const [changed] = await tx
      .update(operators)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(operators.id, id))
      .returning();
    if (disabled) await endOperatorSessions(tx, id, now);
    await writeAudit(
      tx,
      now,
      entry(op, address, row, {
        action: disabled ? 'operator.disable' : 'operator.enable',
        before: { disabled: !disabled },
        after: { disabled },
      }),
    );
    return view(changed!, roles);
  });
}

/** Turns the operator's 2FA off (a lost phone): they enrol again, at once if a role of theirs requires it. */
export async function resetOperatorTotp(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
): Promise<OpsOperator> {
  requireAllBrands(op);
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, id);
    const roles = await grantsIn(tx, id);
    if (!row.totpEnabledAt && !row.totpPendingSecret) return view(row, roles);
    await clearTotp(tx, id);
    const change = { action: 'operator.totp_reset', before: { totpEnabled: !!row.totpEnabledAt } };
    await writeAudit(tx, ctx.clock(), entry(op, address, row, { ...change, after: { totpEnabled: false } }));
    return view({ ...row, totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }, roles);
  });
}

export interface FirstOwnerDeps {
  db: Db;
  clock: Clock;
  hashPassword: (password: string) => Promise<string>;
}

/**
 * The first owner of a real deployment (npm run ops:create-owner): refused when an enabled owner of every brand
 * exists, unless `force`; the password is random and returned once. One audit row, by the new owner.
 */
export async function createFirstOwner(
  deps: FirstOwnerDeps,
  username: string,
  force = false,
): Promise<{ id: number; password: string }> {
  const name = username.trim().toLowerCase();
  if (!/^[a-z0-9_.]{3,20}$/.test(name)) throw new Error('the user name must be 3–20 of a-z, 0-9, _ and .');
  const owners = await deps.db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(and(isNull(operators.disabledAt), eq(operatorRoles.role, 'owner'), isNull(operatorRoles.brandId)));
  if (owners.length && !force) throw new Error('an owner already exists (add --force to create another)');
  const password = randomToken(12);
  const passwordHash = await deps.hashPassword(password);
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ username: name, passwordHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) throw new Error(`an operator named ${name} exists`);
    await tx.insert(operatorRoles).values({ operatorId: row.id, brandId: null, role: 'owner' });
    await writeAudit(tx, now, {
      operatorId: row.id,
      action: 'operator.create_owner',
      brandId: null,
      target: `operator:${name}`,
      before: null,
      after: { username: name, roles: [{ brandId: null, role: 'owner' }] },
      address: 'command line',
    });
    return row.id;
  });
  return { id, password };
}
