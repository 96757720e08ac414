import { and, eq } from 'drizzle-orm';
import type { BrandFile } from '../../brands/loadBrands';
import { seedMarks } from '../schema';
import type { SeedDeps } from './seedBrand';
import { memberSeed } from './memberSeed';
import { vipRulesSeed } from './vipRulesSeed';
import { messagesSeed } from './messagesSeed';
import { pagesSeed } from './pagesSeed';
import { securitySeed } from './securitySeed';
import { walletSeed } from './walletSeed';
import { promotionsSeed } from './promotionsSeed';
import { agentSeed } from './agentSeed';

/** Content added after a brand's first seed: each runs once per brand, marked in seed_marks. */
export interface ContentSeed {
  name: string;
  seed: (deps: SeedDeps, file: BrandFile) => Promise<void>;
}

export const contentSeeds: readonly ContentSeed[] = [
  securitySeed,
  messagesSeed,
  pagesSeed,
  memberSeed,
  vipRulesSeed,
  walletSeed,
  promotionsSeed,
  agentSeed,
];

/** Runs the content seeds the brand has not had yet; returns their names. */
export async function runContentSeeds(deps: SeedDeps, file: BrandFile): Promise<string[]> {
  const brandId = file.brand.id;
  const ran: string[] = [];
  for (const seed of contentSeeds) {
    const done = await deps.db
      .select({ name: seedMarks.name })
      .from(seedMarks)
      .where(and(eq(seedMarks.brandId, brandId), eq(seedMarks.name, seed.name)));
    if (done.length) continue;
    await deps.db.transaction(async (tx) => {
      await seed.seed({ ...deps, db: tx as unknown as SeedDeps['db'] }, file);
      await tx.insert(seedMarks).values({ brandId, name: seed.name, seededAt: deps.clock() });
    });
    ran.push(`${brandId} ${seed.name}`);
  }
  return ran;
}
