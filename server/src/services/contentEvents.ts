// Player-facing content (notices, banners, help, service pages) changes from the console while the server runs:
// whatever keeps a copy of it in this process (the server-rendered pages' first replies) listens here and drops the
// brand's copy, so players see the change at once. Other instances learn of it with issue 31 (LISTEN/NOTIFY).

export type ContentListener = (brandId: string) => void;

export class ContentEvents {
  private readonly listeners = new Set<ContentListener>();

  /** Listens until the returned function is called. */
  on(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(brandId: string): void {
    for (const listener of this.listeners) listener(brandId);
  }
}
