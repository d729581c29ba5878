import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { ApiMessage } from '../lib/api-client.ts';
import { notifyApiSuccess, notifyError } from '../lib/notify.ts';
import { pageAfterEmptied } from '../lib/paging.ts';
import { useFormat } from '../lib/use-format.ts';
import type { usePagedList } from '../lib/use-paged-list.ts';
import { confirmDelete } from './confirm-delete.tsx';
import type { ListColumn } from './list-table/list-table.tsx';
import { PagedTable } from './paged-table.tsx';
import { QueryError } from './query-error.tsx';
import { SearchInput } from './search-input.tsx';

type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** The search box above a paged list; a search goes back to page 1. */
export function ListSearch<T>({
  list,
  label,
  placeholder,
}: {
  list: PagedList<T>;
  label: string;
  placeholder: string;
}) {
  return (
    <SearchInput
      aria-label={label}
      placeholder={placeholder}
      value={list.search}
      onSearch={list.setSearch}
      maw={420}
    />
  );
}

/**
 * The list itself: the error with a retry when it could not load, else the paged table. `emptyText` is
 * for a seller with no records at all; with a search set, the table says nothing matched.
 */
export function ListBody<T>({
  list,
  columns,
  emptyText,
  noMatchText,
}: {
  list: PagedList<T>;
  columns: ListColumn<T>[];
  emptyText: string;
  noMatchText: string;
}) {
  const { error, data, refetch } = list.query;
  const { setPage } = list;
  // Deleting the last row of the last page: show the page before it.
  useEffect(() => {
    const page = data ? pageAfterEmptied(data) : null;
    if (page !== null) setPage(page);
  }, [data, setPage]);
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <PagedTable list={list} columns={columns} emptyText={list.search.trim() ? noMatchText : emptyText} />
  );
}

/** The "#" column: the row's number across pages. */
export function indexColumn<T>(
  list: { page: number; limit: number },
  title: string,
  width = 48,
): ListColumn<T> {
  return {
    accessor: 'index',
    title,
    width,
    render: (_, i) => <RowNumber value={(list.page - 1) * list.limit + i + 1} />,
  };
}

function RowNumber({ value }: { value: number }) {
  return useFormat().number(value);
}

/** The right-aligned Action column. */
export function actionsColumn<T>(title: string, render: (record: T) => ReactNode): ListColumn<T> {
  return { accessor: 'actions', title, textAlign: 'right', width: 72, render };
}

/** Asks first, then deletes, then says what happened (`failure` picks the message when it fails). */
export function useConfirmedDelete<T extends { id: string }>(
  remove: UseMutationResult<ApiMessage, unknown, string>,
  ask: (record: T) => { title: string; message: string },
  failure: (error: unknown) => string,
) {
  return async (record: T) => {
    if (!(await confirmDelete(ask(record)))) return;
    remove.mutate(record.id, {
      onSuccess: notifyApiSuccess,
      onError: (error) => notifyError(failure(error)),
    });
  };
}

/** Which record a form modal shows: none while closed, null when adding. Kept after closing for the animation. */
export function useFormTarget<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  return {
    opened: state.opened,
    record: state.record,
    add: () => setState({ opened: true, record: null }),
    edit: (record: T) => setState({ opened: true, record }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
