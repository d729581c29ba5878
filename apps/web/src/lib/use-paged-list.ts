import type { PageSize } from '@chalan/core/list';
import type { Paged } from '@chalan/core/replies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import { api } from './api-client.ts';
import { firstPaging, nextPaging, pagedListUrl } from './paging.ts';

/** A page of a list, as every paged endpoint replies. */
export type PagedReply<T> = Paged<T>;

/**
 * A server-paged list: page, page size (10/25/50/100) and a search, each part of the query
 * key so every page is cached on its own. A new search, page size or filter (`extra`) goes back to
 * page 1 (`nextPaging`). `R` is the reply when the endpoint sends more than the page (e.g. the period's totals).
 */
export function usePagedList<T, R extends PagedReply<T> = PagedReply<T>>(
  queryKey: readonly unknown[],
  path: string,
  extra: Record<string, string> = {},
) {
  const filters = JSON.stringify(extra);
  const [paging, change] = useReducer(nextPaging, filters, firstPaging);
  if (paging.filters !== filters) change({ filters });
  const { page, limit, search } = paging;
  // The search box (SearchInput) passes the text on once typing pauses.
  const searched = search.trim();

  const query = useQuery({
    queryKey: [...queryKey, { page, limit, search: searched, ...extra }],
    queryFn: ({ signal }) => api.get<R>(pagedListUrl(path, { page, limit, search: searched }, extra), signal),
    placeholderData: keepPreviousData,
  });

  // Stable, as a state setter is: screens list it among their effects' dependencies.
  const setPage = useCallback((next: number) => change({ page: next }), []);

  return {
    query,
    page,
    setPage,
    limit,
    setLimit: (next: PageSize) => change({ limit: next }),
    search,
    setSearch: (next: string) => change({ search: next }),
  };
}
