// The two configurations a preview can show, read straight from the brand studio's tables (migration 0014).
import { eq } from 'drizzle-orm';
import type { BrandConfig } from '@common/generated/api';
import type { Db } from '../../db/client';
import { brandDrafts, brandLive, brandVersions } from '../../db/schema';

/** The brand's draft as last saved, or undefined when it has none. */
export async function draftRow(db: Db, brandId: string): Promise<{ config: BrandConfig; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ config: brandDrafts.config, updatedAt: brandDrafts.updatedAt })
    .from(brandDrafts)
    .where(eq(brandDrafts.brandId, brandId));
  return row && { config: row.config as BrandConfig, updatedAt: row.updatedAt };
}

/** The brand's live configuration, or undefined for a brand never published. */
export async function liveConfig(db: Db, brandId: string): Promise<BrandConfig | undefined> {
  const [row] = await db
    .select({ config: brandVersions.config })
    .from(brandLive)
    .innerJoin(brandVersions, eq(brandVersions.id, brandLive.versionId))
    .where(eq(brandLive.brandId, brandId));
  return row?.config as BrandConfig | undefined;
}
