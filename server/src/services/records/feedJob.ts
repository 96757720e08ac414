// With the dev tools on, the vendor feed keeps playing for the demo members: every FEED_SECONDS (default 60, 0 =
// off) a few bets on other vendors' games settle, so the records screens show live data. Never in tests: a test
// calls feedTick itself with its movable clock.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { scheduleJob } from '../jobs';
import { feedNodeIds } from './gameIndex';
import { generateFeedBets, settleFeedBets } from './vendorFeed';

/** The demo members the feed bets for (docs/api.md#demo-accounts). */
export const FEED_MEMBERS = ['demo', 'type0'];

export const DEFAULT_FEED_SECONDS = 60;

/** FEED_SECONDS from the environment: seconds between feed rounds, 0 = off. */
export function feedSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.FEED_SECONDS ?? DEFAULT_FEED_SECONDS);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_FEED_SECONDS;
}

/** One round: 0–2 bets per demo member and brand, placed in [since, now), settled now. Returns how many settled. */
export async function feedTick(
  ctx: Pick<AppContext, 'db' | 'clock' | 'brands'>,
  since: Date,
  now: Date,
  seed: number,
): Promise<number> {
  const members = await ctx.db
    .select({ id: users.id, brandId: users.brandId })
    .from(users)
    .where(and(inArray(users.username, FEED_MEMBERS), eq(users.disabled, false)));
  const nodeIds = feedNodeIds();
  const byBrand = new Map<string, number[]>();
  for (const m of members) byBrand.set(m.brandId, [...(byBrand.get(m.brandId) ?? []), m.id]);
  let settled = 0;
  for (const brandId of ctx.brands.keys()) {
    const userIds = byBrand.get(brandId) ?? [];
    if (userIds.length === 0) continue;
    const count = (seed + brandId.length) % (2 * userIds.length + 1);
    const bets = generateFeedBets({
      brandId,
      userIds,
      nodeIds,
      from: since,
      to: now,
      count,
      seed: seed ^ brandId.length,
    });
    // The round delivers its bets settled now: the ledger stays in time order with the members' own movements.
    settled += (
      await settleFeedBets(
        ctx,
        bets.map((b) => ({ ...b, settledAt: now })),
      )
    ).settled;
  }
  return settled;
}

/**
 * Starts the rounds, one per FEED_SECONDS tick across all instances (services/jobs.ts): a round covers the tick's
 * period and its seed comes from the tick, so whichever instance runs it plays the same round. The returned function
 * stops them and waits for a round in progress.
 */
export function startFeedJob(ctx: Pick<AppContext, 'db' | 'clock' | 'brands'>, everySeconds: number) {
  const everyMs = everySeconds * 1000;
  return scheduleJob(ctx, 'vendor-feed', everyMs, (tick) => {
    const seed = ((Math.floor(tick.getTime() / 1000) % 2_147_483_646) + 1) * 48_271;
    return feedTick(ctx, new Date(tick.getTime() - everyMs), tick, seed % 2_147_483_647);
  });
}
