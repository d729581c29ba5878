import type { PageSize } from '@chalan/core/page-sizes';
import type { usePagedList } from '../lib/use-paged-list.ts';
import type { TableSelection } from './list-table/list-selection.tsx';
import { type ListColumn, ListTable } from './list-table/list-table.tsx';

/** What a server-paged table needs of its list (usePagedList's, the order lists', Transactions'). */
export interface PagedRows<T> {
  query: { data?: { items: T[]; total: number }; isFetching: boolean };
  page: number;
  setPage: (page: number) => void;
  limit: PageSize;
  setLimit: (limit: PageSize) => void;
}

/**
 * A ListTable's rows and pager for a server-paged list: the page-size choice of the spec (10, 25, 50,
 * 100) that really pages, and room for the empty text while there are no rows.
 */
export function pagedRows<T>(list: PagedRows<T>) {
  const data = list.query.data;
  return {
    records: data?.items ?? [],
    fetching: list.query.isFetching,
    minHeight: data?.items.length ? undefined : 180,
    paging: {
      page: list.page,
      onPageChange: list.setPage,
      totalRecords: data?.total ?? 0,
      recordsPerPage: list.limit,
      onRecordsPerPageChange: list.setLimit,
    },
  };
}

interface PagedTableProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  columns: ListColumn<T>[];
  /** Shown when the seller has no records at all (e.g. "No Stores Yet"). */
  emptyText: string;
  idAccessor?: keyof T & string;
  selection?: TableSelection<T>;
}

/** A server-paged table of a usePagedList list. */
export function PagedTable<T>({ list, columns, emptyText, idAccessor, selection }: PagedTableProps<T>) {
  return (
    <ListTable<T>
      idAccessor={idAccessor ?? ('id' as keyof T & string)}
      columns={columns}
      {...pagedRows(list)}
      noRecordsText={emptyText}
      selection={selection}
    />
  );
}
