// The vendor's balance and debit calls. A debit takes the stake through the ledger (kind vendor-bet) and writes a
// pending bet, in one database transaction with its vendor_txns row; responsible play is checked as for a demo
// spin (exclusion, session time, wager and loss limits), under the wallet's lock.
import { centsToDecimal, decimalToCents } from '@common/money';
import type { VendorBalanceBody, VendorBalanceReply, VendorDebitBody, VendorWalletReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { bets } from '../../db/schema';
import { FAIL } from '../../errors';
import { gameOf } from '../records/gameIndex';
import { assertNotExcluded, checkWager, rpAt } from '../responsiblePlay/enforce';
import { VENDOR_FAIL } from './failures';
import { currencyOf, hasLiveLaunch } from './launch';
import { accountsOf, playerOf, vendorBetNo } from './player';
import { verifiedVendor, type SignedCall } from './signature';
import { oncePerTxn } from './txnLog';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'brands' | 'wallet'>;

export async function vendorBalance(ctx: Ctx, call: SignedCall, body: VendorBalanceBody): Promise<VendorBalanceReply> {
  const vendor = await verifiedVendor(ctx, call);
  const user = await playerOf(ctx.db, vendor, body.playerId);
  return {
    playerId: String(user.id),
    currency: currencyOf(ctx, user.brandId),
    balance: centsToDecimal(await ctx.wallet.balanceCents(user.brandId, user.id)),
  };
}

export async function vendorDebit(ctx: Ctx, call: SignedCall, body: VendorDebitBody): Promise<VendorWalletReply> {
  const vendor = await verifiedVendor(ctx, call);
  const user = await playerOf(ctx.db, vendor, body.playerId);
  const stake = decimalToCents(body.amount)!;
  const now = ctx.clock();
  const betNo = vendorBetNo(vendor.id, body.transactionId);
  const claim = {
    vendorId: vendor.id,
    txnId: body.transactionId,
    kind: 'debit' as const,
    userId: user.id,
    amountCents: stake,
    fingerprint: `debit:${user.id}:${body.nodeId}:${body.roundId}:${stake}`,
    at: now,
  };
  return oncePerTxn(ctx.db, claim, async (tx) => {
    if (user.disabled) throw VENDOR_FAIL.player();
    const game = gameOf(body.nodeId);
    if (!game || !vendor.codes.includes(game.vassalage)) throw FAIL.gameNotFound();
    // Exclusion first: it also ends the member's sessions, and its code says why.
    await assertNotExcluded(tx, user.id, now);
    if (!(await hasLiveLaunch(tx, vendor.id, user.id, now))) throw FAIL.loggedOut();
    const { ledger, wallet, house } = await accountsOf(tx, ctx.clock, user);
    const moved = await ledger.move({
      brandId: user.brandId,
      kind: 'vendor-bet',
      ref: betNo,
      scope: `vendor:${vendor.id}`,
      idempotencyKey: `debit:${body.transactionId}`,
      fingerprint: claim.fingerprint,
      lock: [wallet],
      touches: [house],
      at: now,
      plan: async (balances) => {
        const before = balances.get(wallet) ?? 0;
        if (before < stake) throw FAIL.insufficientBalance();
        await checkWager(tx, user.id, stake, rpAt(ctx, user.brandId, now));
        return {
          postings: [
            { accountId: wallet, amountCents: -stake },
            { accountId: house, amountCents: stake },
          ],
          result: { balanceCents: before - stake },
        };
      },
    });
    if (!moved.replayed)
      // Pending until its credit: net −stake (what the member may lose), counted by the limits (usage.ts).
      await tx.insert(bets).values({
        brandId: user.brandId,
        userId: user.id,
        betNo,
        nodeId: game.nodeId,
        vendor: game.vassalage,
        category: game.gameType,
        stakeCents: stake,
        validStakeCents: stake,
        winCents: 0,
        netCents: -stake,
        status: 'pending',
        source: 'vendor',
        placedAt: now,
        settledAt: null,
        txnId: moved.txnId,
      });
    const reply = {
      transactionId: body.transactionId,
      betNo,
      balance: centsToDecimal(moved.result.balanceCents),
      currency: currencyOf(ctx, user.brandId),
    };
    return { reply, betNo };
  });
}
