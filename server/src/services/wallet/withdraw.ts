// Withdrawals: a request moves the amount from the member into the brand's pending-withdrawals account (one
// transaction with the row); an operator then pays it out or returns it (operator.ts).
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type {
  WithdrawalsReply,
  WithdrawCreateBody,
  WithdrawCreateReply,
  WithdrawInfoReply,
} from '@common/generated/api';
import type { AppContext } from '../../context';
import { withdrawals } from '../../db/schema';
import { WITHDRAW_RULES } from '../../content/paymentMethods';
import { SECURITY_FAIL } from '../security/failures';
import { systemAccountId } from './accounts';
import { checkRange, parseAmount, requireKey } from './amounts';
import { liveCards } from './cards';
import type { Member } from './deposits';
import { WALLET_FAIL } from './failures';
import { startOfLocalDay } from './localTime';
import { checkPaymentPassword, lockedForSeconds, paymentPasswordSet } from './paymentProof';
import { leavableCents, turnoverRemainingCents, withdrawableCents } from './turnover';
import { inWalletTx, lockMember } from './txLedger';
import { withdrawalView } from './withdrawView';
import type { Db } from '../../db/client';
import type { Tx } from '../ledger';

const timeZoneOf = (ctx: AppContext, brandId: string) => ctx.brands.get(brandId)?.brand.timeZone ?? 'Asia/Manila';

/** Requests made today (the brand's local day), rejected ones included. */
async function usedToday(ctx: AppContext, db: Db | Tx, member: Member): Promise<number> {
  const since = startOfLocalDay(ctx.clock(), timeZoneOf(ctx, member.brandId));
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, member.id), gte(withdrawals.createdAt, since)));
  return row?.n ?? 0;
}

export async function withdrawInfo(ctx: AppContext, member: Member): Promise<WithdrawInfoReply> {
  const account = await ctx.ledger.accountId(member.brandId, member.id);
  const [balance, remaining, used, cards, set, locked] = await Promise.all([
    ctx.ledger.balanceCents(account),
    turnoverRemainingCents(ctx.db, account),
    usedToday(ctx, ctx.db, member),
    liveCards(ctx, member.brandId, member.id),
    paymentPasswordSet(ctx, member.id),
    lockedForSeconds(ctx, member.id),
  ]);
  return {
    balance: centsToDecimal(balance),
    withdrawable: centsToDecimal(withdrawableCents(balance, remaining)),
    turnoverRemaining: centsToDecimal(remaining),
    min: centsToDecimal(WITHDRAW_RULES.minCents),
    max: centsToDecimal(WITHDRAW_RULES.maxCents),
    dailyLimit: WITHDRAW_RULES.dailyCount,
    usedToday: used,
    bankCards: cards,
    paymentPasswordSet: set,
    ...(locked ? { paymentPasswordRetryAfter: locked } : {}),
  };
}

async function previousByKey(db: Db | Tx, member: Member, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.brandId, member.brandId),
        eq(withdrawals.userId, member.id),
        eq(withdrawals.idempotencyKey, key),
      ),
    );
  return row;
}

export async function createWithdrawal(
  ctx: AppContext,
  member: Member,
  body: WithdrawCreateBody,
  keyHeader: string | string[] | undefined,
  /** The caller's address, for the password guard's per-address cap (default: the member's own key). */
  ipKey?: string,
): Promise<WithdrawCreateReply> {
  const key = requireKey(keyHeader);
  const amountCents = parseAmount(body.amount);
  const fingerprint = `${amountCents}:${body.bankCardId}`;
  const balanceNow = async () =>
    centsToDecimal(await ctx.ledger.balanceCents(await ctx.ledger.accountId(member.brandId, member.id)));
  // A retry of an accepted request answers as the first time (the password was proven then).
  const replay = async (row: NonNullable<Awaited<ReturnType<typeof previousByKey>>>) => {
    if (row.fingerprint !== fingerprint) throw WALLET_FAIL.keyReused();
    return { withdrawal: withdrawalView(row), balance: await balanceNow() };
  };
  const earlier = await previousByKey(ctx.db, member, key);
  if (earlier) return replay(earlier);

  const card = (await liveCards(ctx, member.brandId, member.id)).find((c) => c.id === body.bankCardId);
  if (!card) throw SECURITY_FAIL.cardMissing();
  await checkPaymentPassword(ctx, member.id, body.paymentPassword, ipKey);
  checkRange(amountCents, WITHDRAW_RULES.minCents, WITHDRAW_RULES.maxCents, WALLET_FAIL.withdrawRange);

  const outcome = await inWalletTx(ctx, async ({ tx, ledger }) => {
    await lockMember(tx, member.id);
    const raced = await previousByKey(tx, member, key);
    if (raced) return { row: raced, replayed: true };
    if ((await usedToday(ctx, tx, member)) >= WITHDRAW_RULES.dailyCount)
      throw WALLET_FAIL.dailyLimit(WITHDRAW_RULES.dailyCount);
    const now = ctx.clock();
    const [row] = await tx
      .insert(withdrawals)
      .values({
        brandId: member.brandId,
        userId: member.id,
        amountCents,
        state: 'pending',
        bankCardId: card.id,
        bankName: card.bankName,
        accountMasked: card.accountMasked,
        idempotencyKey: key,
        fingerprint,
        createdAt: now,
      })
      .returning();
    const wallet = await ledger.accountId(member.brandId, member.id);
    const pending = await systemAccountId(tx, member.brandId, 'pending-withdrawals', now);
    const { result } = await ledger.move({
      brandId: member.brandId,
      kind: 'withdrawal',
      ref: String(row!.id),
      scope: 'system',
      idempotencyKey: `withdraw:${row!.id}`,
      fingerprint: `withdraw:${wallet}:${amountCents}`,
      lock: [wallet],
      touches: [pending],
      plan: async (balances) => {
        const before = balances.get(wallet) ?? 0;
        if (amountCents > before) throw WALLET_FAIL.insufficient();
        // Under the wallet's lock: a bonus credited while this request waited is not cash (issue 28, finding 2).
        const withdrawable = await leavableCents(tx, wallet, before);
        if (amountCents > withdrawable) throw WALLET_FAIL.turnover(centsToDecimal(withdrawable));
        return {
          postings: [
            { accountId: wallet, amountCents: -amountCents },
            { accountId: pending, amountCents },
          ],
          result: { balanceCents: before - amountCents },
        };
      },
    });
    return { row: row!, replayed: false, balanceCents: result.balanceCents };
  });
  if (outcome.replayed) return replay(outcome.row);
  return { withdrawal: withdrawalView(outcome.row), balance: centsToDecimal(outcome.balanceCents!) };
}

export async function listWithdrawals(
  ctx: AppContext,
  member: Member,
  pageNo = 1,
  pageSize = 10,
): Promise<WithdrawalsReply> {
  const where = and(eq(withdrawals.userId, member.id), eq(withdrawals.brandId, member.brandId));
  const [total] = await ctx.db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: rows.map(withdrawalView), pageNum: pageNo, totalPages: Math.ceil((total?.n ?? 0) / pageSize) };
}
