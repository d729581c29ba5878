import type { PageSize } from '@chalan/core/list';

/** Where a server-paged list is: its page, page size, search as typed, and filters (as one key). */
export interface Paging {
  page: number;
  limit: PageSize;
  search: string;
  filters: string;
}

export type PagingChange = { page: number } | { limit: PageSize } | { search: string } | { filters: string };

export const firstPaging = (filters: string): Paging => ({ page: 1, limit: 10, search: '', filters });

/**
 * Another page keeps the rest; a new page size, search or filter shows different rows, so it goes back
 * to page 1. The same filters again change nothing (the list keeps its page).
 */
export function nextPaging(paging: Paging, change: PagingChange): Paging {
  if ('page' in change) return { ...paging, page: change.page };
  if ('limit' in change) return { ...paging, limit: change.limit, page: 1 };
  if ('search' in change) return { ...paging, search: change.search, page: 1 };
  if (change.filters === paging.filters) return paging;
  return { ...paging, filters: change.filters, page: 1 };
}

/** The request for a page: page, size and filters, and the search (trimmed) only when there is one. */
export function pagedListUrl(
  path: string,
  page: { page: number; limit: PageSize; search: string },
  filters: Record<string, string>,
): string {
  const params = new URLSearchParams({ page: String(page.page), limit: String(page.limit), ...filters });
  const search = page.search.trim();
  if (search) params.set('search', search);
  return `${path}?${params}`;
}

/**
 * A page past the end came back empty (its last row was deleted, completed or cancelled): the page to
 * show instead, the last one there is (page 1 when nothing is left); null while the page has rows.
 */
export function pageAfterEmptied(reply: { items: readonly unknown[]; page: number; totalPages: number }) {
  if (reply.items.length > 0 || reply.page <= 1) return null;
  return Math.max(1, Math.min(reply.totalPages, reply.page - 1));
}

/** One page of rows the reply holds in full; a page past the end (fewer rows now) shows the last one. */
export function pageOf<T>(records: readonly T[], page: number, size: number): { page: number; records: T[] } {
  const last = Math.max(1, Math.ceil(records.length / size));
  const current = Math.min(Math.max(1, page), last);
  return { page: current, records: records.slice((current - 1) * size, current * size) };
}
