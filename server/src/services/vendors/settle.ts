// The vendor's credit (the win settles the bet) and rollback (the stake returns, the bet is void). Each locks its
// bet row first, so a credit and a rollback of one bet never both pass; money moves only through the ledger.
import { and, eq } from 'drizzle-orm';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { VendorCreditBody, VendorRollbackBody, VendorWalletReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { bets, vendorTxns } from '../../db/schema';
import type { Tx } from '../ledger';
import { addBetHours, validStakeOf } from '../records/betRows';
import { VENDOR_FAIL } from './failures';
import { currencyOf } from './launch';
import { accountsOf, playerOf } from './player';
import { verifiedVendor, type SignedCall } from './signature';
import { oncePerTxn } from './txnLog';
import type { UserRow } from '../sessions';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'brands'>;

/** The player's debit `betTxnId` (undefined: never seen) and its bet row, locked. */
async function debitOf(tx: Tx, vendorId: string, betTxnId: string, user: UserRow) {
  const [debit] = await tx
    .select()
    .from(vendorTxns)
    .where(and(eq(vendorTxns.vendorId, vendorId), eq(vendorTxns.txnId, betTxnId)));
  if (!debit) return undefined;
  if (debit.kind !== 'debit' || (debit.fingerprint !== '*' && debit.userId !== user.id)) throw VENDOR_FAIL.betUnknown();
  const [bet] =
    debit.outcome === 'ok' && debit.betNo
      ? await tx
          .select()
          .from(bets)
          .where(and(eq(bets.brandId, user.brandId), eq(bets.betNo, debit.betNo)))
          .for('update')
      : [];
  return { debit, bet };
}

const walletReply = (ctx: Ctx, user: UserRow, transactionId: string, balanceCents: number, betNo?: string) => ({
  transactionId,
  ...(betNo ? { betNo } : {}),
  balance: centsToDecimal(balanceCents),
  currency: currencyOf(ctx, user.brandId),
});

export async function vendorCredit(ctx: Ctx, call: SignedCall, body: VendorCreditBody): Promise<VendorWalletReply> {
  const vendor = await verifiedVendor(ctx, call);
  const user = await playerOf(ctx.db, vendor, body.playerId);
  const win = decimalToCents(body.amount)!;
  const now = ctx.clock();
  const claim = {
    vendorId: vendor.id,
    txnId: body.transactionId,
    kind: 'credit' as const,
    userId: user.id,
    betTxnId: body.betTransactionId,
    amountCents: win,
    fingerprint: `credit:${user.id}:${body.betTransactionId}:${win}`,
    at: now,
  };
  return oncePerTxn(ctx.db, claim, async (tx) => {
    const found = await debitOf(tx, vendor.id, body.betTransactionId, user);
    if (!found) throw VENDOR_FAIL.betUnknown();
    if (found.debit.outcome === 'vendor.bet.rolledback') throw VENDOR_FAIL.betRolledBack();
    const bet = found.bet;
    if (!bet) throw VENDOR_FAIL.betUnknown();
    if (bet.status === 'void') throw VENDOR_FAIL.betRolledBack();
    if (bet.status !== 'pending') throw VENDOR_FAIL.betClosed();
    const { ledger, wallet, house } = await accountsOf(tx, ctx.clock, user);
    let balanceCents: number;
    if (win > 0) {
      const moved = await ledger.move({
        brandId: user.brandId,
        kind: 'vendor-bet',
        ref: bet.betNo,
        scope: `vendor:${vendor.id}`,
        idempotencyKey: `credit:${body.transactionId}`,
        fingerprint: claim.fingerprint,
        lock: [wallet],
        touches: [house],
        at: now,
        plan: (balances) => ({
          postings: [
            { accountId: house, amountCents: -win },
            { accountId: wallet, amountCents: win },
          ],
          result: { balanceCents: (balances.get(wallet) ?? 0) + win },
        }),
      });
      balanceCents = moved.result.balanceCents;
    } else balanceCents = await ledger.balanceCents(wallet, tx);
    const settled = {
      winCents: win,
      netCents: win - bet.stakeCents,
      validStakeCents: validStakeOf(bet.stakeCents, win),
      status: 'settled',
      settledAt: now,
    };
    await tx.update(bets).set(settled).where(eq(bets.id, bet.id));
    await addBetHours(tx, [{ ...bet, ...settled }]);
    return { reply: walletReply(ctx, user, body.transactionId, balanceCents, bet.betNo), betNo: bet.betNo };
  });
}

export async function vendorRollback(ctx: Ctx, call: SignedCall, body: VendorRollbackBody): Promise<VendorWalletReply> {
  const vendor = await verifiedVendor(ctx, call);
  const user = await playerOf(ctx.db, vendor, body.playerId);
  const now = ctx.clock();
  const claim = {
    vendorId: vendor.id,
    txnId: body.transactionId,
    kind: 'rollback' as const,
    userId: user.id,
    betTxnId: body.betTransactionId,
    amountCents: 0,
    fingerprint: `rollback:${user.id}:${body.betTransactionId}`,
    at: now,
  };
  return oncePerTxn(ctx.db, claim, async (tx) => {
    const { ledger, wallet, house } = await accountsOf(tx, ctx.clock, user);
    // A debit not seen yet: its id is taken by a tombstone, so if it comes it is refused and moves nothing.
    const tomb = await tx
      .insert(vendorTxns)
      .values({
        vendorId: vendor.id,
        txnId: body.betTransactionId,
        kind: 'debit',
        userId: user.id,
        amountCents: 0,
        fingerprint: '*',
        outcome: 'vendor.bet.rolledback',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ txnId: vendorTxns.txnId });
    const found = tomb.length ? undefined : await debitOf(tx, vendor.id, body.betTransactionId, user);
    const bet = found?.bet;
    // Nothing was taken (no debit, a refused one, or already rolled back): nothing to return.
    if (!bet || bet.status === 'void')
      return { reply: walletReply(ctx, user, body.transactionId, await ledger.balanceCents(wallet, tx), bet?.betNo) };
    if (bet.status !== 'pending') throw VENDOR_FAIL.betClosed();
    const moved = await ledger.move({
      brandId: user.brandId,
      kind: 'vendor-rollback',
      ref: bet.betNo,
      scope: `vendor:${vendor.id}`,
      idempotencyKey: `rollback:${body.betTransactionId}`,
      fingerprint: `rollback:${user.id}:${body.betTransactionId}`,
      lock: [wallet],
      touches: [house],
      at: now,
      plan: (balances) => ({
        postings: [
          { accountId: house, amountCents: -bet.stakeCents },
          { accountId: wallet, amountCents: bet.stakeCents },
        ],
        result: { balanceCents: (balances.get(wallet) ?? 0) + bet.stakeCents },
      }),
    });
    await tx
      .update(bets)
      .set({ status: 'void', winCents: 0, netCents: 0, validStakeCents: 0, settledAt: now })
      .where(eq(bets.id, bet.id));
    return {
      reply: walletReply(ctx, user, body.transactionId, moved.result.balanceCents, bet.betNo),
      betNo: bet.betNo,
    };
  });
}
