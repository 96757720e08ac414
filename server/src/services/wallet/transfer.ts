// Transfer to superior (SPEC §6): with the AGETRANSFERUP3 function on, `toUpline` set, member type ≠ 2 and an upline,
// the member moves money to the upline's wallet: one idempotent ledger move, after the payment password. Bonus money
// still under turnover cannot leave this way (an agent could cash it), and a brand's daily cap bounds the total.
import { and, eq } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type { UplineTransferBody, UplineTransferInfoReply, UplineTransferReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { TRANSFER_RULES } from '../../content/paymentMethods';
import { checkRange, parseAmount, requireKey } from './amounts';
import type { Member } from './deposits';
import { WALLET_FAIL } from './failures';
import { checkPaymentPassword, paymentPasswordSet } from './paymentProof';
import { transferDailyCapCents, transferDayStart, transferredSinceCents } from './transferCap';
import { leavableCents } from './turnover';
import { inWalletTx } from './txLedger';

interface Upline {
  id: number;
  username: string;
  /** The member's own user name (the transfer's ref names both). */
  from: string;
}

/** The upline the member may transfer to, or undefined (the flag AGETRANSFERUP3 is the contract's, checked before). */
export async function allowedUpline(ctx: AppContext, member: Member): Promise<Upline | undefined> {
  const [me] = await ctx.db.select().from(users).where(eq(users.id, member.id));
  if (!me || !me.toUpline || me.type === 2 || !me.uplineId) return undefined;
  const [up] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, me.uplineId), eq(users.brandId, member.brandId), eq(users.disabled, false)));
  return up && { ...up, from: me.username };
}

export async function uplineTransferInfo(ctx: AppContext, member: Member): Promise<UplineTransferInfoReply> {
  const account = await ctx.ledger.accountId(member.brandId, member.id);
  const [upline, balance, set, cap, sent] = await Promise.all([
    allowedUpline(ctx, member),
    ctx.ledger.balanceCents(account),
    paymentPasswordSet(ctx, member.id),
    transferDailyCapCents(ctx, member.brandId),
    transferredSinceCents(ctx.db, account, transferDayStart(ctx, member.brandId)),
  ]);
  return {
    allowed: !!upline,
    ...(upline ? { upline: upline.username } : {}),
    balance: centsToDecimal(balance),
    transferable: centsToDecimal(await leavableCents(ctx.db, account, balance)),
    dailyCap: centsToDecimal(cap),
    leftToday: centsToDecimal(Math.max(0, cap - sent)),
    min: centsToDecimal(TRANSFER_RULES.minCents),
    max: centsToDecimal(TRANSFER_RULES.maxCents),
    paymentPasswordSet: set,
  };
}

export async function uplineTransfer(
  ctx: AppContext,
  member: Member,
  body: UplineTransferBody,
  keyHeader: string | string[] | undefined,
  /** The caller's address, for the password guard's per-address cap (default: the member's own key). */
  ipKey?: string,
): Promise<UplineTransferReply> {
  const key = requireKey(keyHeader);
  const upline = await allowedUpline(ctx, member);
  if (!upline) throw WALLET_FAIL.noPermission();
  const amountCents = parseAmount(body.amount);
  checkRange(amountCents, TRANSFER_RULES.minCents, TRANSFER_RULES.maxCents, WALLET_FAIL.transferRange);
  await checkPaymentPassword(ctx, member.id, body.paymentPassword, ipKey);
  const cap = await transferDailyCapCents(ctx, member.brandId);
  const since = transferDayStart(ctx, member.brandId);
  const { result } = await inWalletTx(ctx, async ({ tx, ledger }) => {
    const wallet = await ledger.accountId(member.brandId, member.id);
    const to = await ledger.accountId(member.brandId, upline.id);
    return ledger.move({
      brandId: member.brandId,
      kind: 'upline-transfer',
      ref: `${upline.from}>${upline.username}`,
      scope: `user:${member.id}`,
      idempotencyKey: key,
      fingerprint: `upline:${wallet}:${to}:${amountCents}`,
      lock: [wallet],
      touches: [to],
      // The wallet's row is locked while the plan runs: parallel transfers, bonuses and wagers wait, so neither the
      // turnover nor the day's total can change between these reads and the posting.
      plan: async (balances) => {
        const before = balances.get(wallet) ?? 0;
        if (before < amountCents) throw WALLET_FAIL.insufficient();
        const transferable = await leavableCents(tx, wallet, before);
        if (amountCents > transferable) throw WALLET_FAIL.transferTurnover(centsToDecimal(transferable));
        const left = Math.max(0, cap - (await transferredSinceCents(tx, wallet, since)));
        if (amountCents > left) throw WALLET_FAIL.transferDailyLimit(centsToDecimal(cap), centsToDecimal(left));
        return {
          postings: [
            { accountId: wallet, amountCents: -amountCents },
            { accountId: to, amountCents },
          ],
          result: { amountCents, upline: upline.username, balanceCents: before - amountCents },
        };
      },
    });
  });
  return {
    amount: centsToDecimal(result.amountCents),
    upline: result.upline,
    balance: centsToDecimal(result.balanceCents),
  };
}
