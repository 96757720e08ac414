import { makeAutoObservable } from 'mobx';
import type { RecordPeriod } from './reportLimits';
import { PagedList } from '../../stores/PagedList';
import type { DateRange } from '../../ui/dateRange';

/** One keyset page of a report (records.api.json): rows, the next page's cursor and the period's totals. */
export interface ReportReply<T, S> {
  list: T[];
  nextCursor: string | null;
  totals: S;
}

/** What a report's fetch gets: the period, the screen's filters and the page's cursor (none for the first). */
export type ReportFetch<T, F, S> = (query: RecordPeriod & F & { cursor?: string }) => Promise<ReportReply<T, S>>;

/**
 * A report screen's state: a period, the screen's filters, an endlessly paged list (PagedList) and the period's
 * totals from the first page. Pages are keyset pages: page n+1 asks with page n's `nextCursor`. A new period or
 * filter restarts from the first page and drops replies (and cursors) of the old query, so a slow answer for
 * "this month" can never overwrite "today".
 */
export class ReportStore<T, F extends object, S> {
  range: DateRange;
  filters: F;
  totals: S | undefined = undefined;
  /** Why the last page failed (a refused period has its own text; anything else is "Loading failed"). */
  error: unknown = undefined;
  readonly list: PagedList<T, { items: T[]; totalPages: number; totals: S }>;
  /** The cursor that asks for page n (page 1 has none). */
  private cursors = new Map<number, string>();
  private version = 0;

  constructor(
    private readonly fetchPage: ReportFetch<T, F, S>,
    initial: { range: DateRange; filters: F },
    keyOf?: (item: T) => unknown,
  ) {
    this.range = initial.range;
    this.filters = initial.filters;
    this.list = new PagedList((pageNo) => this.page(pageNo), {
      keyOf,
      onPage: (reply, pageNo) => {
        if (pageNo === 1) this.totals = reply.totals;
      },
    });
    makeAutoObservable<ReportStore<T, F, S>, 'fetchPage' | 'cursors' | 'version' | 'list'>(this, {
      fetchPage: false,
      cursors: false,
      version: false,
      list: false,
    });
  }

  setRange(range: DateRange): void {
    this.range = range;
    this.restart();
  }

  setFilters(filters: F): void {
    this.filters = filters;
    this.restart();
  }

  /** The first page of the current query; the old totals and cursors go with the old rows. */
  restart(): void {
    this.version++;
    this.cursors = new Map();
    this.totals = undefined;
    this.error = undefined;
    this.list.restart();
  }

  retry(): void {
    this.error = undefined;
    this.list.retry();
  }

  private async page(pageNo: number) {
    const version = this.version;
    const query = { startDate: this.range.from, endDate: this.range.to, ...this.filters };
    const cursor = this.cursors.get(pageNo);
    try {
      const reply = await this.fetchPage(cursor ? { ...query, cursor } : query);
      if (version === this.version && reply.nextCursor) this.cursors.set(pageNo + 1, reply.nextCursor);
      return { items: reply.list, totalPages: reply.nextCursor ? pageNo + 1 : pageNo, totals: reply.totals };
    } catch (error) {
      if (version === this.version) this.setError(error);
      throw error;
    }
  }

  private setError(error: unknown): void {
    this.error = error;
  }
}
