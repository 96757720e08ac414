// The simulated vendor feed: settled bets of the other vendors' games (everything but the in-house demo game) arrive
// here and move money like real ones: one ledger txn (kind feed-bet, scope 'feed', key = ref = betNo) and one `bets`
// row each, in one database transaction per call.
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure, FAIL } from '../../errors';
import { HOUSE_USER_ID, Ledger, type Tx } from '../ledger';
import { isTransaction, retryTx } from '../txRetry';
import { writeSettledBets, type SettledBet } from './betRows';
import { generate } from './feedGenerator';
import { gameOf } from './gameIndex';
import { feedLimitGuard } from '../responsiblePlay/enforce';
import { brandTimeZone } from './reportRange';

export interface FeedBet {
  brandId: string;
  userId: number;
  nodeId: number;
  stakeCents: number;
  winCents: number;
  placedAt: Date;
  settledAt: Date;
  betNo: string;
}

export interface FeedBetOptions {
  brandId: string;
  userIds: number[];
  nodeIds: number[];
  from: Date;
  to: Date;
  count: number;
  seed: number;
}

/** The ledger fingerprint of a feed bet: a replay of the same betNo with other content is not the same bet. */
export const feedFingerprint = (b: FeedBet) => `feed:${b.userId}:${b.nodeId}:${b.stakeCents}:${b.winCents}`;

const wellFormed = (b: FeedBet) =>
  Number.isSafeInteger(b.stakeCents) &&
  b.stakeCents > 0 &&
  Number.isSafeInteger(b.winCents) &&
  b.winCents >= 0 &&
  b.betNo.length > 0 &&
  b.settledAt.getTime() >= b.placedAt.getTime();

/**
 * Settles bets of other vendors' games: one ledger txn (idempotency key = betNo, scope 'feed') + one bet row each,
 * in one DB transaction per call; a replayed betNo writes nothing. Refuses a stake above the balance (skips that
 * bet, returns what was settled). `skipped` also counts replays, unknown games and malformed bets. Each member's
 * bets are applied in settled order (the running balance follows it); the txn's time is the bet's settledAt.
 */
export async function settleFeedBets(
  ctx: Pick<AppContext, 'db' | 'clock' | 'brands'>,
  bets: FeedBet[],
): Promise<{ settled: number; skipped: number }> {
  if (bets.length === 0) return { settled: 0, skipped: 0 };
  const once = () => ctx.db.transaction((tx) => settleIn(tx, ctx, bets));
  return isTransaction(ctx.db) ? once() : retryTx(once);
}

async function settleIn(tx: Tx, ctx: Pick<AppContext, 'clock' | 'brands'>, bets: FeedBet[]) {
  const ledger = new Ledger(tx as unknown as Db, ctx.clock);
  const accounts = new Map<string, number>();
  const accountOf = async (brandId: string, userId: number) => {
    const key = `${brandId}|${userId}`;
    if (!accounts.has(key)) accounts.set(key, await ledger.accountId(brandId, userId));
    return accounts.get(key)!;
  };
  // Members in account id order (one lock order for every caller), each member's bets in settled order.
  const planned = [];
  for (const bet of bets) planned.push({ bet, wallet: await accountOf(bet.brandId, bet.userId) });
  planned.sort(
    (a, b) =>
      a.wallet - b.wallet ||
      a.bet.settledAt.getTime() - b.bet.settledAt.getTime() ||
      (a.bet.betNo < b.bet.betNo ? -1 : a.bet.betNo > b.bet.betNo ? 1 : 0),
  );
  const written: SettledBet[] = [];
  let skipped = 0;
  // Responsible play: a bet over the member's wager or loss limit is skipped (docs/responsible-play.md).
  const limits = await feedLimitGuard(tx as unknown as Db, bets, (brandId) => brandTimeZone(ctx, brandId));
  for (const { bet, wallet } of planned) {
    const game = gameOf(bet.nodeId);
    if (!game || !wellFormed(bet) || !(await limits.allows(bet))) {
      skipped += 1;
      continue;
    }
    const house = await accountOf(bet.brandId, HOUSE_USER_ID);
    try {
      const moved = await ledger.move({
        brandId: bet.brandId,
        kind: 'feed-bet',
        ref: bet.betNo,
        scope: 'feed',
        idempotencyKey: bet.betNo,
        fingerprint: feedFingerprint(bet),
        lock: [wallet],
        touches: [house],
        at: bet.settledAt,
        plan: (balances) => {
          if ((balances.get(wallet) ?? 0) < bet.stakeCents) throw FAIL.insufficientBalance();
          return {
            postings: [
              { accountId: wallet, amountCents: -bet.stakeCents },
              { accountId: house, amountCents: bet.stakeCents },
              { accountId: house, amountCents: -bet.winCents },
              { accountId: wallet, amountCents: bet.winCents },
            ].filter((p) => p.amountCents !== 0),
            result: { betNo: bet.betNo, stakeCents: bet.stakeCents, winCents: bet.winCents },
          };
        },
      });
      if (moved.replayed) {
        skipped += 1;
        continue;
      }
      await limits.settled(bet);
      written.push({
        ...bet,
        vendor: game.vassalage,
        category: game.gameType,
        source: 'feed',
        txnId: moved.txnId,
      });
    } catch (error) {
      // Not enough balance, or the betNo already settled with other content: this bet is skipped.
      if (error instanceof ApiFailure && error.status === 409) {
        skipped += 1;
        continue;
      }
      throw error;
    }
  }
  await writeSettledBets(tx, written);
  return { settled: written.length, skipped };
}

/** Random realistic bets for members over a time range (deterministic with a seed). */
export function generateFeedBets(opts: {
  brandId: string;
  userIds: number[];
  nodeIds: number[];
  from: Date;
  to: Date;
  count: number;
  seed: number;
}): FeedBet[] {
  return generate(opts);
}
