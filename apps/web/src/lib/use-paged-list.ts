import type { PageSize } from '@chalan/core/list';
import type { Paged } from '@chalan/core/replies';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api-client.ts';

/** A page of a list, as every paged endpoint replies. */
export type PagedReply<T> = Paged<T>;

/**
 * A server-paged list: page, page size (10/25/50/100) and a debounced search, each part of the query
 * key so every page is cached on its own. A new search, page size or filter (`extra`) goes back to
 * page 1. `R` is the reply when the endpoint sends more than the page (e.g. the period's totals).
 */
export function usePagedList<T, R extends PagedReply<T> = PagedReply<T>>(
  queryKey: readonly unknown[],
  path: string,
  extra: Record<string, string> = {},
) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState<PageSize>(10);
  const [search, setSearchState] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const filtersKey = JSON.stringify(extra);
  const [pagedFor, setPagedFor] = useState(filtersKey);
  if (pagedFor !== filtersKey) {
    setPagedFor(filtersKey);
    setPage(1);
  }
  const params = new URLSearchParams({ page: String(page), limit: String(limit), ...extra });
  if (debouncedSearch) params.set('search', debouncedSearch);

  const query = useQuery({
    queryKey: [...queryKey, { page, limit, search: debouncedSearch, ...extra }],
    queryFn: ({ signal }) => api.get<R>(`${path}?${params}`, signal),
    placeholderData: keepPreviousData,
  });

  return {
    query,
    page,
    setPage,
    limit,
    setLimit: (next: PageSize) => {
      setLimitState(next);
      setPage(1);
    },
    search,
    setSearch: (next: string) => {
      setSearchState(next);
      setPage(1);
    },
  };
}
