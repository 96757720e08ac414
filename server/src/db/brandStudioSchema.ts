// The brand studio's tables (issue 30, migration 0014; docs/brand-studio.md): immutable versions of each brand's
// configuration (schemas/brand-config.schema.json), the live version per brand, and one draft per brand.
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './opsSchema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every version ever published or imported; a trigger refuses UPDATE and DELETE (a change is a new version). */
export const brandVersions = pgTable(
  'brand_versions',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** 1, 2, … per brand. */
    version: integer('version').notNull(),
    /** A BrandConfig that passed the checks when it was made. */
    config: jsonb('config').notNull(),
    source: text('source', { enum: ['import', 'publish', 'rollback'] }).notNull(),
    note: text('note'),
    /** Null: imported from a folder (start-up or npm run brand:import). */
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('brand_versions_brand_version').on(t.brandId, t.version)],
);

/** The version players are served; a brand without a row is not served. */
export const brandLive = pgTable('brand_live', {
  brandId: text('brand_id').primaryKey(),
  versionId: integer('version_id')
    .notNull()
    .references(() => brandVersions.id),
  publishedAt: ts('published_at').notNull(),
});

/** At most one draft per brand: whatever the console last saved, checked only at publish. */
export const brandDrafts = pgTable('brand_drafts', {
  brandId: text('brand_id').primaryKey(),
  config: jsonb('config').notNull(),
  /** The live version the draft started from; null for a brand never published. */
  baseVersion: integer('base_version'),
  updatedBy: integer('updated_by').references(() => operators.id),
  updatedAt: ts('updated_at').notNull(),
});
