import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../schema';
import type { ContentSeed } from './contentSeeds';

/**
 * Wallet demo data: `demo` gets `agent` as upline (demo is seeded before agent, so it has none), which makes the
 * transfer to superior usable with the demo account on brands with AGETRANSFERUP3.
 */
export const walletSeed: ContentSeed = {
  name: 'wallet',
  seed: async ({ db }, file) => {
    const brandId = file.brand.id;
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(users.username, 'agent')));
    if (!agent) return;
    await db
      .update(users)
      .set({ uplineId: agent.id })
      .where(and(eq(users.brandId, brandId), eq(users.username, 'demo'), isNull(users.uplineId)));
  },
};
