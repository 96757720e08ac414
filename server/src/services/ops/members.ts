// Members in the console: search (user name, mobile, e-mail; partial, of the brands the operator may read; contact
// details masked in the list), one member opened (balance through the ledger, latest ledger lines and sessions), and
// the actions: lock and unlock (the account's `disabled` state, which sign-in and every session already check) and
// ending the sessions. Each action is one audit row written in its transaction.
import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type { OpsMember, OpsMemberRow, OpsMembersQuery, OpsMembersReply } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { ledgerAccounts, ledgerEntries, ledgerTxns, sessions, users } from '../../db/schema';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { writeAudit } from './audit';
import { pagedList } from './paged';
import { brandCondition } from './scope';

type UserRow = typeof users.$inferSelect;

/** `+63 ******4567`: the country code and the last four digits. */
export function maskMobile(dialing: string | null, num: string | null): string | null {
  if (!num) return null;
  const tail = num.slice(-4);
  return `${dialing ? `${dialing} ` : ''}${'*'.repeat(Math.max(num.length - tail.length, 2))}${tail}`;
}

/** `j***@example.com`: the first character and the domain. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const mobileOf = (u: UserRow) => (u.mobileNum ? `${u.mobileDialing ? `${u.mobileDialing} ` : ''}${u.mobileNum}` : null);

function rowView(u: UserRow): OpsMemberRow {
  return {
    id: u.id,
    brandId: u.brandId,
    username: u.username,
    mobile: maskMobile(u.mobileDialing, u.mobileNum),
    email: maskEmail(u.email),
    vipLevel: u.vipLevel,
    locked: u.disabled,
    createdAt: u.createdAt.getTime(),
    lastLoginAt: u.lastLoginAt?.getTime() ?? null,
  };
}

/** `q` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function membersPage(ctx: AppContext, op: OperatorPrincipal, q: OpsMembersQuery): Promise<OpsMembersReply> {
  const text = q.q?.trim();
  const digits = text?.replace(/[^\d]/g, '');
  const where = and(
    brandCondition(op.scope, users.brandId, q.brandId),
    text
      ? or(
          ilike(users.username, containing(text)),
          ilike(users.email, containing(text)),
          // A number is searched by its digits: "+63 917-123" finds 9171234567.
          digits
            ? ilike(sql`coalesce(${users.mobileDialing}, '') || ${users.mobileNum}`, containing(digits))
            : undefined,
        )
      : undefined,
  );
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    view: rowView,
  });
}

async function memberOf(db: AppContext['db'] | Tx, op: OperatorPrincipal, id: number, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw FAIL.notFound();
  if (!inScope(op.scope, row.brandId)) throw FAIL.noPermission();
  return row;
}

export async function memberDetail(ctx: AppContext, op: OperatorPrincipal, id: number): Promise<OpsMember> {
  const u = await memberOf(ctx.db, op, id);
  // Read without creating: a member who never had money has no wallet account yet, and opening them changes nothing.
  const [account] = await ctx.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.brandId, u.brandId), eq(ledgerAccounts.userId, u.id), eq(ledgerAccounts.kind, 'member')),
    );
  const balance = account ? await ctx.ledger.balanceCents(account.id) : 0;
  const lines = await ctx.db
    .select({ e: ledgerEntries, at: ledgerTxns.createdAt, txnKind: ledgerTxns.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(eq(ledgerAccounts.userId, u.id), eq(ledgerAccounts.kind, 'member')))
    .orderBy(desc(ledgerEntries.id))
    .limit(20);
  const signIns = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, u.id))
    .orderBy(desc(sessions.createdAt))
    .limit(10);
  const now = ctx.clock();
  return {
    ...rowView(u),
    mobile: mobileOf(u),
    email: u.email,
    type: u.type,
    trial: u.isTrial,
    balance: centsToDecimal(balance),
    ledger: lines.map(({ e, at, txnKind }) => ({
      id: e.id,
      at: at.getTime(),
      kind: e.kind ?? txnKind,
      amount: centsToDecimal(e.amountCents),
      balanceAfter: e.balanceAfterCents === null ? null : centsToDecimal(e.balanceAfterCents),
    })),
    sessions: signIns.map((s) => ({
      createdAt: s.createdAt.getTime(),
      expiresAt: s.expiresAt.getTime(),
      live: !s.revokedAt && s.expiresAt > now,
    })),
  };
}

/** Ends the member's live sessions in the transaction; how many. */
async function endSessions(tx: Tx, userId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ token: sessions.tokenHash });
  return ended.length;
}

/** Locks (every session ends with it) or unlocks; a repeat changes nothing and records nothing. */
export function setLocked(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
  locked: boolean,
): Promise<OpsMemberRow> {
  return ctx.db.transaction(async (tx) => {
    const u = await memberOf(tx, op, id, true);
    if (u.disabled === locked) return rowView(u);
    const now = ctx.clock();
    const [after] = await tx.update(users).set({ disabled: locked }).where(eq(users.id, id)).returning();
    const ended = locked ? await endSessions(tx, id, now) : 0;
    await writeAudit(tx, now, {
      operatorId: op.operator.id,
      action: locked ? 'member.lock' : 'member.unlock',
      brandId: u.brandId,
      target: `member:${u.username}`,
      before: { locked: u.disabled },
      after: locked ? { locked, sessionsEnded: ended } : { locked },
      address,
    });
    return rowView(after!);
  });
}

export function endMemberSessions(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  id: number,
): Promise<{ ended: number }> {
  return ctx.db.transaction(async (tx) => {
    const u = await memberOf(tx, op, id, true);
    const now = ctx.clock();
    const ended = await endSessions(tx, id, now);
    await writeAudit(tx, now, {
      operatorId: op.operator.id,
      action: 'member.sessions.end',
      brandId: u.brandId,
      target: `member:${u.username}`,
      before: null,
      after: { ended },
      address,
    });
    return { ended };
  });
}
