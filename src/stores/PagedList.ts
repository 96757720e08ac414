import { makeAutoObservable, runInAction } from 'mobx';

/** One page of a list as a store needs it; a reply may carry more (an unread count) for `onPage`. */
export interface PageReply<T> {
  items: T[];
  totalPages: number;
}

export interface PagedListOptions<T, R extends PageReply<T>> {
  /** Skips items already listed (a new one arriving between pages shifts the next page by one). */
  keyOf?: (item: T) => unknown;
  /** Called with each accepted reply (never a dropped one), inside the same action as the list update. */
  onPage?: (reply: R, pageNo: number) => void;
}

/**
 * A paged list (SPEC §4): page 1 replaces the list, later pages append while pageNum < totalPages, a failed load
 * stops paging until `retry`, and replies to a query that has since restarted are dropped (a generation counter).
 * The owning store decides what the query is: `fetchPage` reads it when called.
 */
export class PagedList<T, R extends PageReply<T> = PageReply<T>> {
  items: T[] = [];
  pageNum = 0;
  totalPages = 1;
  loading = false;
  failed = false;
  /** Bumped on every restart so replies to an older query are dropped. */
  private generation = 0;

  constructor(
    private readonly fetchPage: (pageNo: number) => Promise<R>,
    private readonly options: PagedListOptions<T, R> = {},
  ) {
    makeAutoObservable<PagedList<T, R>, 'fetchPage' | 'options' | 'generation'>(this, {
      fetchPage: false,
      options: false,
      generation: false,
    });
  }

  get hasMore(): boolean {
    return !this.failed && this.pageNum < this.totalPages;
  }

  /** Loaded, and nothing to show. */
  get empty(): boolean {
    return this.pageNum > 0 && !this.loading && !this.failed && this.items.length === 0;
  }

  /** Forgets the list and any reply on its way, without loading (the caller loads when it is ready). */
  clear(): void {
    this.generation++;
    this.items = [];
    this.pageNum = 0;
    this.totalPages = 1;
    this.failed = false;
    this.loading = false;
  }

  /** Page 1 again, replacing the list (a new query, or names in another language). */
  restart(): void {
    this.clear();
    void this.loadMore();
  }

  retry(): void {
    this.failed = false;
    void this.loadMore();
  }

  /** The next page, unless one is loading or none is left. */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.loading = true;
    const generation = this.generation;
    const next = this.pageNum + 1;
    try {
      const reply = await this.fetchPage(next);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.items = next === 1 ? reply.items : [...this.items, ...this.unlisted(reply.items)];
        this.pageNum = next;
        this.totalPages = reply.totalPages;
        this.loading = false;
        this.options.onPage?.(reply, next);
      });
    } catch {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.failed = true;
        this.loading = false;
      });
    }
  }

  private unlisted(items: T[]): T[] {
    const keyOf = this.options.keyOf;
    if (!keyOf) return items;
    const known = new Set(this.items.map(keyOf));
    return items.filter((item) => !known.has(keyOf(item)));
  }
}
