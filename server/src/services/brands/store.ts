// The brand studio's rows (db/brandStudioSchema.ts): versions are only inserted, brand_live is moved in the
// transaction that makes a version, and every move NOTIFYs the other instances (liveChannel.ts).
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { BrandConfig } from '@common/generated/api';
import type { Db } from '../../db/client';
import { brandLive, brandSettings, brandVersions } from '../../db/schema';
import { isSeeded, seedBrand } from '../../db/seed/seedBrand';
import type { Clock } from '../clock';
import { Ledger, type Tx } from '../ledger';
import { notifyLive } from './liveChannel';

export interface LiveRow {
  brandId: string;
  versionId: number;
  version: number;
  config: BrandConfig;
  publishedAt: Date;
  createdBy: number | null;
}

const liveColumns = {
  brandId: brandLive.brandId,
  versionId: brandLive.versionId,
  version: brandVersions.version,
  config: brandVersions.config,
  publishedAt: brandLive.publishedAt,
  createdBy: brandVersions.createdBy,
};

/** The live version of one brand, or of every brand. */
export async function liveRows(db: Db | Tx, brandId?: string): Promise<LiveRow[]> {
  const rows = await db
    .select(liveColumns)
    .from(brandLive)
    .innerJoin(brandVersions, eq(brandVersions.id, brandLive.versionId))
    .where(brandId === undefined ? undefined : eq(brandLive.brandId, brandId))
    .orderBy(brandLive.brandId);
  return rows.map((r) => ({ ...r, config: r.config as BrandConfig }));
}

export async function latestVersion(db: Db | Tx, brandId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(brandVersions.version) })
    .from(brandVersions)
    .where(eq(brandVersions.brandId, brandId));
  return row?.n ?? 0;
}

export interface NewVersion {
  brandId: string;
  config: BrandConfig;
  source: 'import' | 'publish' | 'rollback';
  note: string | null;
  createdBy: number | null;
  at: Date;
  /** False for the start-up import of a folder: it changes nothing players see, so the settings row stays. */
  resetOverride?: boolean;
}

/** Serialises changes to one brand's versions (two publishes at once, two instances importing at start). */
export async function lockBrand(tx: Tx, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand:${brandId}`}))`);
}

/**
 * Inserts the brand's next version and makes it live, with the NOTIFY, in the caller's transaction. The brand's
 * settings row (what the services read, and the seeded marker) takes the version's settings, so what was published is
 * what players see.
 */
export async function addLiveVersion(tx: Tx, v: NewVersion): Promise<{ id: number; version: number }> {
  // Two publishes of one brand at once: the second waits here, then numbers after the first.
  await lockBrand(tx, v.brandId);
  const version = (await latestVersion(tx, v.brandId)) + 1;
  const { resetOverride = true, at, ...values } = v;
  const [row] = await tx
    .insert(brandVersions)
    .values({ ...values, version, createdAt: at })
    .returning({ id: brandVersions.id });
  const id = row!.id;
  await tx
    .insert(brandLive)
    .values({ brandId: v.brandId, versionId: id, publishedAt: at })
    .onConflictDoUpdate({ target: brandLive.brandId, set: { versionId: id, publishedAt: at } });
  const { settings, registerSettings } = v.config.brand;
  if (resetOverride)
    await tx
      .update(brandSettings)
      .set({ settings, registerSettings, updatedAt: at })
      .where(eq(brandSettings.brandId, v.brandId));
  await notifyLive(tx, v.brandId);
  return { id, version };
}

/**
 * A brand's first version seeds what a folder brand gets at its first start (games, content, the settings row), in
 * the transaction that makes it live.
 */
export async function seedIfNew(tx: Tx, file: BrandConfig['brand'], clock: Clock): Promise<void> {
  const db = tx as unknown as Db;
  if (await isSeeded(db, file.brand.id)) return;
  // seedBrand seeds no accounts: nothing is hashed and no money moves.
  const hashPassword = () => Promise.reject(new Error('a brand seed sets no password'));
  await seedBrand({ db, clock, ledger: new Ledger(db, clock), hashPassword }, file);
}

/** Whether the brand has any version (a folder seen before, or a published clone). */
export async function hasVersions(db: Db | Tx, brandId: string): Promise<boolean> {
  const rows = await db
    .select({ id: brandVersions.id })
    .from(brandVersions)
    .where(eq(brandVersions.brandId, brandId))
    .limit(1);
  return rows.length > 0;
}

/** One version of a brand, or undefined. */
export async function versionRow(db: Db | Tx, brandId: string, version: number) {
  const [row] = await db
    .select()
    .from(brandVersions)
    .where(and(eq(brandVersions.brandId, brandId), eq(brandVersions.version, version)));
  return row ? { ...row, config: row.config as BrandConfig } : undefined;
}

/** The newest first. */
export const versionsOrder = desc(brandVersions.version);
