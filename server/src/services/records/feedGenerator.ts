// Deterministic random bets for the simulated vendor feed (generateFeedBets in vendorFeed.ts).
import { prng } from '../../content/svg';
import { outcomeFor } from './feedOutcomes';
import { gameOf } from './gameIndex';
import type { FeedBet, FeedBetOptions } from './vendorFeed';

const hex8 = (rand: () => number) =>
  Math.floor(rand() * 0x1_0000_0000)
    .toString(16)
    .toUpperCase()
    .padStart(8, '0');

/** `count` bets spread over [from, to), sorted by placedAt, each settled by `to` at the latest. */
export function generate(o: FeedBetOptions): FeedBet[] {
  if (o.userIds.length === 0 || o.nodeIds.length === 0 || o.count <= 0) return [];
  const rand = prng(o.seed);
  const start = o.from.getTime();
  const span = Math.max(0, o.to.getTime() - start);
  const out: FeedBet[] = [];
  for (let i = 0; i < o.count; i++) {
    const nodeId = o.nodeIds[Math.floor(rand() * o.nodeIds.length)]!;
    const game = gameOf(nodeId);
    const userId = o.userIds[Math.floor(rand() * o.userIds.length)]!;
    const placed = start + Math.floor(rand() * span);
    const { stakeCents, winCents, settleSeconds } = outcomeFor(game?.gameType ?? 'RNG', rand);
    const settled = Math.min(placed + settleSeconds * 1000, start + span);
    out.push({
      brandId: o.brandId,
      userId,
      nodeId,
      stakeCents,
      winCents,
      placedAt: new Date(placed),
      settledAt: new Date(Math.max(placed, settled)),
      betNo: `${game?.vassalage ?? 'X'}${hex8(rand)}${hex8(rand)}`,
    });
  }
  return out.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}
