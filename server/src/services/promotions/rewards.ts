// The reward centre (REWCEN3): rewards an operator issued, each claimed once into the wallet through the ledger
// (idempotency key reward:<id>) or left to expire. Claiming a reward with turnover books ledger kind "reward", which
// the wallet's turnover rule (wallet/turnover.ts) makes the member wager once; without turnover, "reward-cash", but
// only for a member who has paid money in: with no deposit behind it, it is a "reward" too.
import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Reward, RewardsQuery, RewardsReply, RewardClaimReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { promotionApplications, rewards } from '../../db/schema';
import { pick, type Lang } from '../../plugins/brand';
import type { Tx } from '../ledger';
import { hasDeposited } from '../wallet/turnover';
import { inWalletTx, lockMember } from '../wallet/txLedger';
import type { Member } from './apply';
import { PROMO_FAIL } from './failures';

type RewardRow = typeof rewards.$inferSelect;

export function rewardView(r: RewardRow, lang: Lang, now: Date): Reward {
  const expired = r.state === 'issued' && !!r.expiresAt && r.expiresAt <= now;
  return {
    id: r.id,
    title: pick(lang, r.titleEn, r.titleTy),
    source: r.source as Reward['source'],
    ...(r.activityId ? { activityId: r.activityId } : {}),
    amount: centsToDecimal(r.amountCents),
    turnover: r.turnover,
    state: expired ? 'expired' : (r.state as Reward['state']),
    issuedAt: r.issuedAt.getTime(),
    expiresAt: r.expiresAt?.getTime() ?? null,
    ...(r.claimedAt ? { claimedAt: r.claimedAt.getTime() } : {}),
  };
}

function stateFilter(state: RewardsQuery['state'], now: Date): SQL | undefined {
  const unexpired = or(isNull(rewards.expiresAt), gt(rewards.expiresAt, now));
  if (state === 'issued') return and(eq(rewards.state, 'issued'), unexpired);
  if (state === 'expired') return and(eq(rewards.state, 'issued'), lte(rewards.expiresAt, now));
  if (state === 'claimed') return eq(rewards.state, 'claimed');
  return undefined;
}

/** The member's rewards, newest first, and how many can be claimed now. */
export async function listRewards(
  ctx: AppContext,
  member: Member,
  lang: Lang,
  { state, pageNo = 1, pageSize = 20 }: RewardsQuery,
): Promise<RewardsReply> {
  const now = ctx.clock();
  const mine = and(eq(rewards.userId, member.id), eq(rewards.brandId, member.brandId));
  const where = and(mine, stateFilter(state, now));
  const [total] = await ctx.db.select({ n: count() }).from(rewards).where(where);
  const [claimable] = await ctx.db
    .select({ n: count() })
    .from(rewards)
    .where(and(mine, stateFilter('issued', now)));
  const rows = await ctx.db
    .select()
    .from(rewards)
    .where(where)
    .orderBy(desc(rewards.issuedAt), desc(rewards.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => rewardView(r, lang, now)),
    pageNum: pageNo,
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
    claimable: claimable?.n ?? 0,
  };
}

/** Credits the reward once: the reward row is locked, checked, marked claimed and paid in one transaction. */
export async function claimReward(
  ctx: AppContext,
  member: Member,
  lang: Lang,
  rewardId: number,
): Promise<RewardClaimReply> {
  const now = ctx.clock();
  return inWalletTx(ctx, async ({ tx, ledger, wallet }) => {
    await lockMember(tx, member.id);
    const [reward] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, rewardId), eq(rewards.userId, member.id), eq(rewards.brandId, member.brandId)))
      .for('update');
    if (!reward) throw PROMO_FAIL.rewardUnknown();
    if (reward.state === 'claimed') throw PROMO_FAIL.rewardClaimed();
    if (reward.expiresAt && reward.expiresAt <= now) throw PROMO_FAIL.rewardExpired();
    // Without a deposit behind it a reward is free money: it is wagered once even if the promotion waived that.
    const cash = !reward.turnover && (await hasDeposited(tx, await ledger.accountId(member.brandId, member.id)));
    const paid = await wallet.credit({
      brandId: member.brandId,
      userId: member.id,
      cents: reward.amountCents,
      kind: cash ? 'reward-cash' : 'reward',
      key: `reward:${reward.id}`,
    });
    const [claimed] = await tx
      .update(rewards)
      .set({ state: 'claimed', claimedAt: now, txnId: paid.txnId })
      .where(eq(rewards.id, reward.id))
      .returning();
    if (reward.applicationId) {
      await tx
        .update(promotionApplications)
        .set({ status: 'claimed' })
        .where(eq(promotionApplications.id, reward.applicationId));
    }
    return { reward: rewardView(claimed!, lang, now), balance: centsToDecimal(paid.balanceCents) };
  });
}

export interface NewReward {
  brandId: string;
  userId: number;
  source: 'activity' | 'operator';
  activityId?: number;
  applicationId?: number;
  titleEn: string;
  titleTy: string;
  amountCents: number;
  turnover: boolean;
  validDays?: number | null;
}

/** Puts a reward into the member's reward centre (no money moves until it is claimed). */
export async function issueReward(tx: Tx, now: Date, r: NewReward): Promise<RewardRow> {
  const [row] = await tx
    .insert(rewards)
    .values({
      brandId: r.brandId,
      userId: r.userId,
      source: r.source,
      activityId: r.activityId,
      applicationId: r.applicationId,
      titleEn: r.titleEn,
      titleTy: r.titleTy,
      amountCents: r.amountCents,
      turnover: r.turnover,
      state: 'issued',
      issuedAt: now,
      expiresAt: r.validDays ? new Date(now.getTime() + r.validDays * 86_400_000) : null,
    })
    .returning();
  return row!;
}
