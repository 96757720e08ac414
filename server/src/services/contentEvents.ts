// Player-facing content (notices, banners, help, service pages) changes from the console while the server runs:
// whatever keeps a copy of it in this process (the server-rendered pages' first replies) listens here and drops the
// brand's copy, so players see the change at once. Other instances on the same PostgreSQL learn of it through NOTIFY
// on `content_changed` (pgChannels.ts) and drop theirs within a second; PGlite is one instance.
import type { Db } from '../db/client';
import { notify, type PgChannels } from './pgChannels';

export type ContentListener = (brandId: string) => void;

export const CONTENT_CHANNEL = 'content_changed';

export class ContentEvents {
  private readonly listeners = new Set<ContentListener>();
  private stopListening: (() => Promise<void>) | undefined;

  /** `brandIds`: every brand served, dropped when the LISTEN connection comes back (it may have missed a change). */
  constructor(
    private readonly db?: Db,
    private readonly channels?: PgChannels,
    private readonly brandIds: () => Iterable<string> = () => [],
  ) {}

  /** Listens until the returned function is called. */
  on(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears the other instances' changes (buildServer; stop() on close). */
  async start(): Promise<void> {
    if (!this.channels || this.stopListening) return;
    this.stopListening = await this.channels.listen(CONTENT_CHANNEL, {
      onMessage: (brandId) => brandId && this.changedHere(brandId),
      onReconnect: () => {
        for (const id of this.brandIds()) this.changedHere(id);
      },
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** A brand's content changed (committed): this process's copies drop now, every instance's on the notification. */
  changed(brandId: string): void {
    this.changedHere(brandId);
    if (!this.db) return;
    // After the commit, so a failure here loses only the word: other instances' copies expire in seconds anyway.
    notify(this.db, CONTENT_CHANNEL, brandId).catch((error: unknown) =>
      console.warn('content change not announced to other instances:', (error as Error).message),
    );
  }

  /** Drops this process's copies only (each instance learns of a brand's new live version by itself). */
  changedHere(brandId: string): void {
    for (const listener of this.listeners) listener(brandId);
  }
}
