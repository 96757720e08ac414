// Each VIP level's rules (issue 33; services/vip/review.ts): the deposits and valid stake over the review window (the
// last 30 brand-local days) that reach a level and that keep it. Every demo brand gets the same table; an operator's
// brand may set its own rows. A content seed, so brands seeded before the rules existed get them too.
import { and, eq } from 'drizzle-orm';
import { vipLevels } from '../schema';
import type { ContentSeed } from './contentSeeds';

const peso = (n: number) => n * 100;

/** Level → rules, in centavos. Keeping asks less than reaching (a margin against flapping); Bronze is never lost. */
export const VIP_RULES: Record<number, { reach: [number, number]; keep: [number, number] }> = {
  1: { reach: [peso(1_000), peso(5_000)], keep: [0, 0] },
  2: { reach: [peso(10_000), peso(50_000)], keep: [peso(3_000), peso(15_000)] },
  3: { reach: [peso(50_000), peso(250_000)], keep: [peso(5_000), peso(25_000)] },
  4: { reach: [peso(200_000), peso(1_000_000)], keep: [peso(60_000), peso(300_000)] },
};

export const vipRulesSeed: ContentSeed = {
  name: 'vip-rules-v1',
  seed: async ({ db }, file) => {
    for (const [level, r] of Object.entries(VIP_RULES))
      await db
        .update(vipLevels)
        .set({
          reachDepositCents: r.reach[0],
          reachValidStakeCents: r.reach[1],
          keepDepositCents: r.keep[0],
          keepValidStakeCents: r.keep[1],
        })
        .where(and(eq(vipLevels.brandId, file.brand.id), eq(vipLevels.level, Number(level))));
  },
};
