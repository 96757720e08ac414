// Manual rebate (MANPLAYREB3): what the member's settled bets no claim has paid yet have earned at the brand's rates
// (in effect: the bets since the last claim, plus any the feed delivered late), and the claim that pays it (ledger
// kind "rebate", no turnover). The claim marks its bets (rebate_claim_bets, one claim per bet) under the member's
// row lock, so a second or parallel claim finds nothing left.
import { and, eq } from 'drizzle-orm';
import type { RebateClaimReply, RebateManualReply } from '@common/generated/api';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import { rebateClaims } from '../../db/schema';
import { FAIL } from '../../errors';
import { inWalletTx, lockMember } from '../wallet/txLedger';
import type { Member } from './apply';
import { PROMO_FAIL } from './failures';
import { promoSettings } from './promoSettings';
import { claimBets, lastClaim, lineView, linesAt, totalOf, unclaimedStakes, type StoredLine } from './rebateAccrual';

async function rebateRules(ctx: AppContext, brandId: string) {
  const { rebate } = await promoSettings(ctx, brandId);
  const minClaim = rebate.minClaim ?? '1.00';
  return { rates: rebate.rates, minClaim, minClaimCents: decimalToCents(minClaim) ?? 100 };
}

/** The unclaimed rebate (since the last claim), by category. */
export async function manualRebate(ctx: AppContext, member: Member): Promise<RebateManualReply> {
  const now = ctx.clock();
  const { rates, minClaim, minClaimCents } = await rebateRules(ctx, member.brandId);
  const last = await lastClaim(ctx.db, member.id);
  const since = last?.until ?? null;
  const lines = linesAt(await unclaimedStakes(ctx.db, member.brandId, member.id), rates);
  const total = totalOf(lines);
  return {
    since: since?.getTime() ?? null,
    until: now.getTime(),
    lines: lines.map(lineView),
    total: centsToDecimal(total),
    minClaim,
    canClaim: total > 0 && total >= minClaimCents,
    lastClaim: last ? { amount: centsToDecimal(last.amountCents), at: last.createdAt.getTime() } : null,
  };
}

const keyProblem = (key: string) => key.length < 1 || key.length > 100;

/** Pays the open period's rebate once; refused when nothing (or less than the minimum) has accrued. */
export async function claimRebate(
  ctx: AppContext,
  member: Member,
  idempotencyKey: string | undefined,
): Promise<RebateClaimReply> {
  if (idempotencyKey !== undefined && keyProblem(idempotencyKey)) throw FAIL.idempotencyMissing();
  const now = ctx.clock();
  const { rates, minClaim, minClaimCents } = await rebateRules(ctx, member.brandId);
  return inWalletTx(ctx, async ({ tx, wallet }) => {
    await lockMember(tx, member.id);
    if (idempotencyKey) {
      const [done] = await tx
        .select()
        .from(rebateClaims)
        .where(and(eq(rebateClaims.userId, member.id), eq(rebateClaims.idempotencyKey, idempotencyKey)));
      if (done) {
        return {
          amount: centsToDecimal(done.amountCents),
          since: done.since?.getTime() ?? null,
          until: done.until.getTime(),
          lines: (done.lines as StoredLine[]).map(lineView),
          balance: centsToDecimal(await wallet.balanceCents(member.brandId, member.id)),
        };
      }
    }
    const last = await lastClaim(tx, member.id);
    const since = last?.until ?? null;
    const [claim] = await tx
      .insert(rebateClaims)
      .values({
        brandId: member.brandId,
        userId: member.id,
        since,
        until: now,
        amountCents: 0,
        lines: [],
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
      })
      .returning({ id: rebateClaims.id });
    // Refusals below roll the whole transaction back: the claim row and its bet marks with it.
    const lines = linesAt(await claimBets(tx, claim!.id, member.brandId, member.id), rates);
    const total = totalOf(lines);
    if (total <= 0) throw PROMO_FAIL.rebateNothing();
    if (total < minClaimCents) throw PROMO_FAIL.rebateBelowMinimum(minClaim);
    const paid = await wallet.credit({
      brandId: member.brandId,
      userId: member.id,
      cents: total,
      kind: 'rebate',
      key: `rebate:${claim!.id}`,
    });
    await tx
      .update(rebateClaims)
      .set({ amountCents: total, lines, txnId: paid.txnId })
      .where(eq(rebateClaims.id, claim!.id));
    return {
      amount: centsToDecimal(total),
      since: since?.getTime() ?? null,
      until: now.getTime(),
      lines: lines.map(lineView),
      balance: centsToDecimal(paid.balanceCents),
    };
  });
}
