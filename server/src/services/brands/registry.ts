// The live brands of this instance (docs/brand-studio.md). The database holds every brand's live version; the
// registry keeps them in memory for the ~30 readers of `ctx.brands`, which it updates IN PLACE (the same Map) when a
// brand is published or rolled back here or on another instance (liveChannel.ts). Theme tokens and the logo come
// from the same versions (configOf), and host names are looked up per request (brandOfHost).
import { join } from 'node:path';
import type { BrandConfig } from '@common/generated/api';
import { brandsDir, type BrandFile } from '../../brands/loadBrands';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { ContentEvents } from '../contentEvents';
import type { PgChannels } from '../pgChannels';
import { readBrandFolder } from './folder';
import { listenLive } from './liveChannel';
import { addLiveVersion, hasVersions, liveRows, lockBrand, type LiveRow } from './store';

interface Served {
  config: BrandConfig;
  /** Changes whenever what is served changes: part of the server-rendered pages' cache key. */
  revision: string;
}

export class BrandRegistry {
  private readonly served = new WeakMap<BrandFile, Served>();
  private readonly liveVersionIds = new Map<string, number>();
  private hosts = new Map<string, string>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    /** ctx.brands: the live brands, by id; this class alone changes it. */
    readonly brands: Map<string, BrandFile>,
    private readonly content: ContentEvents,
    private readonly clock: Clock,
    private readonly channels: PgChannels,
  ) {
    this.rebuildHosts();
  }

  /**
   * Imports every brand of the map that has no version yet as version 1 (its brands/<id>/ folder's theme and logo),
   * loads every live version into the map, and listens for changes by other instances.
   */
  async start(folders = brandsDir): Promise<void> {
    for (const [id, file] of this.brands) {
      if (await hasVersions(this.db, id)) continue;
      const config = readBrandFolder(join(folders, id), file);
      await this.db.transaction(async (tx) => {
        await lockBrand(tx, id);
        // Another instance starting at the same time may have imported it meanwhile.
        if (await hasVersions(tx, id)) return;
        const at = this.clock();
        await addLiveVersion(tx, {
          brandId: id,
          config,
          source: 'import',
          note: null,
          createdBy: null,
          at,
          resetOverride: false,
        });
      });
    }
    await this.reloadAll();
    this.stopListening = await listenLive(this.channels, {
      onBrand: (id) => void this.reload(id).catch((error: unknown) => console.warn('brand reload failed', id, error)),
      onReconnect: () => void this.reloadAll().catch((error: unknown) => console.warn('brand reload failed', error)),
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Reads one brand's live version again; serves it if it changed. */
  async reload(brandId: string): Promise<void> {
    for (const row of await liveRows(this.db, brandId)) this.apply(row);
  }

  async reloadAll(): Promise<void> {
    const rows = await liveRows(this.db);
    const live = new Set(rows.map((r) => r.brandId));
    for (const row of rows) this.apply(row);
    // Only versions are served: a brand of the map without one (none, once start() has imported) is dropped.
    for (const id of [...this.brands.keys()]) if (!live.has(id)) this.brands.delete(id);
    this.rebuildHosts();
  }

  private apply(row: LiveRow): void {
    if (this.liveVersionIds.get(row.brandId) === row.versionId) return;
    const known = this.liveVersionIds.has(row.brandId);
    this.liveVersionIds.set(row.brandId, row.versionId);
    const file = row.config.brand;
    this.served.set(file, { config: row.config, revision: `v${row.version}` });
    this.brands.set(row.brandId, file);
    this.rebuildHosts();
    // Whatever keeps a copy of the brand's pages or replies drops it (routes/app.ts).
    if (known) this.content.changedHere(row.brandId);
  }

  private rebuildHosts(): void {
    const hosts = new Map<string, string>();
    for (const [id, file] of this.brands) for (const d of file.domains) hosts.set(d.toLowerCase(), id);
    this.hosts = hosts;
  }

  /** The brand that claims a host name, if any. */
  brandOfHost(host: string): string | undefined {
    return this.hosts.get(host.toLowerCase());
  }

  /** The live version number this instance serves, or undefined. */
  liveVersionId(brandId: string): number | undefined {
    return this.liveVersionIds.get(brandId);
  }

  /** The whole configuration a served brand file came from (theme and logo included). */
  configOf(file: BrandFile): BrandConfig {
    return this.served.get(file)?.config ?? { brand: file, theme: {}, logo: null };
  }

  /** Changes whenever the brand's served configuration changes (a page cache key part). */
  revisionOf(file: BrandFile): string {
    return this.served.get(file)?.revision ?? 'none';
  }
}
