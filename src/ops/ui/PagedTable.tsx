import type { ReactNode } from 'react';
import type { RemoteData } from '../../api/useRemoteData';
import { ListState } from './ListState';
import { Pager } from './Pager';
import { Table } from './Table';

/** A page of a server-paged list as the console's list replies carry it. */
export interface Page<R> {
  list: R[];
  total: number;
  totalPages: number;
}

/**
 * A server-paged list on screen: its loading / error-with-retry / empty states (ListState), the table with its caption
 * and a header per column key, one row per item from `row`, and the pager. `caption` gets the list's total.
 */
export function PagedTable<R, C extends string>({
  list,
  emptyText,
  caption,
  columns,
  columnLabel,
  row,
  page,
  onPage,
}: {
  list: RemoteData<Page<R>>;
  emptyText: string;
  caption: (total: number) => string;
  columns: readonly C[];
  columnLabel: (column: C) => string;
  row: (item: R) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <ListState
      loading={list.loading}
      failed={list.failed}
      error={list.error}
      empty={list.data ? list.data.list.length === 0 : undefined}
      emptyText={emptyText}
      retry={list.retry}
    >
      <Table caption={caption(list.data?.total ?? 0)} columns={columns} columnLabel={columnLabel}>
        {list.data?.list.map(row)}
      </Table>
      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onPage={onPage} />
    </ListState>
  );
}
