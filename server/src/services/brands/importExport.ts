// npm run brand:import / brand:export (server/scripts/brand.ts; docs/brand-studio.md): a brands/<id>/-shaped folder
// becomes the brand's next version, live only if it passes the publish checks; the live version is written back as
// such a folder for code review. Running instances on the same PostgreSQL serve an import at once (NOTIFY).
import type { BrandProblem } from '@common/generated/api';
import type { BrandFile } from '../../brands/loadBrands';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { checkConfig } from './checks';
import { readBrandFolder, writeBrandFolder } from './folder';
import { addLiveVersion, liveRows, seedIfNew } from './store';

export type ImportResult = { brandId: string; version: number } | { brandId: string; problems: BrandProblem[] };

export async function importBrandFolder(db: Db, dir: string, clock: Clock): Promise<ImportResult> {
  const config = readBrandFolder(dir);
  const brandId = String(config.brand?.brand?.id ?? '');
  const live = new Map<string, BrandFile>((await liveRows(db)).map((r) => [r.brandId, r.config.brand]));
  const problems = checkConfig(live, brandId, config);
  if (problems.length) return { brandId, problems };
  const { version } = await db.transaction(async (tx) => {
    const made = await addLiveVersion(tx, {
      brandId,
      config,
      source: 'import',
      note: 'npm run brand:import',
      createdBy: null,
      at: clock(),
    });
    await seedIfNew(tx, config.brand, clock);
    return made;
  });
  return { brandId, version };
}

/** Writes the live version's files into `dir`; undefined when the brand has no live version. */
export async function exportBrand(db: Db, brandId: string, dir: string): Promise<string[] | undefined> {
  const [live] = await liveRows(db, brandId);
  return live && writeBrandFolder(live.config, dir);
}
