// The one shape of every console list: a page of rows counted and cut on the server (issue 29: every list pages on
// the server). A list gives its count and its rows for a limit and offset; this turns them into the reply.
import { pageOf, pagesOf, type Paging } from './scope';

export interface Page<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface PagedSource<R, T> {
  /** How many rows match the filters. */
  count: () => Promise<number>;
  /** The matching rows of one page, in the list's order. */
  rows: (limit: number, offset: number) => Promise<R[]>;
  /** A row as the reply shows it. */
  view: (row: R) => T | Promise<T>;
}

export async function pagedList<R, T>(q: Paging, source: PagedSource<R, T>): Promise<Page<T>> {
  const { pageNo, pageSize, offset } = pageOf(q);
  const total = await source.count();
  const rows = await source.rows(pageSize, offset);
  const list: T[] = [];
  for (const row of rows) list.push(await source.view(row));
  return { list, pageNum: pageNo, totalPages: pagesOf(total, pageSize), total };
}
