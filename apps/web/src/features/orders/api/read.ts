import type { ExportColumnLanguage } from '@chalan/core/export-columns';
import type { PageSize } from '@chalan/core/list';
import type { OrderFilters as OrderFilterQuery, OrderList } from '@chalan/core/orders/list-query';
import type { OrderDetail, OrderPage } from '@chalan/core/orders/replies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { exportUrl } from '../../../lib/export-columns.ts';
import { firstPaging, nextPaging } from '../../../lib/paging.ts';
import { orderDetailKey, orderListKey } from './keys.ts';

export type { OrderList } from '@chalan/core/orders/list-query';

/**
 * Advance Search: sales dates (YYYY-MM-DD, inclusive), courier, district, payment type, bill in poisha;
 * and the customer's answer to the confirmation SMS.
 */
export type OrderFilters = Pick<
  OrderFilterQuery,
  'from' | 'to' | 'courierId' | 'district' | 'paymentType' | 'minAmount' | 'maxAmount' | 'customerAnswer'
>;

/** The query string of a list or export: the list, the search and the filters that are set. */
export function orderParams(
  status: OrderList,
  search: string,
  filters: OrderFilters,
): Record<string, string> {
  const params: Record<string, string> = { status };
  if (search) params.search = search;
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params[name] = String(value);
  }
  return params;
}

/**
 * One order list, server-paged: page, page size (10/25/50/100), a search box (or a fixed
 * search, as the search results page has) and the Advance Search filters. A new search, page size or
 * filter goes back to page 1.
 */
export function useOrderList(
  status: OrderList,
  options: { fixedSearch?: string; filters?: OrderFilters } = {},
) {
  const [paging, change] = useReducer(nextPaging, '', firstPaging);
  // The search box (SearchInput) passes the text on once typing pauses.
  const search = options.fixedSearch ?? paging.search.trim();
  const params = orderParams(status, search, options.filters ?? {});
  // Another list, search or filter starts again on page 1 (nextPaging).
  const paramsKey = JSON.stringify(params);
  if (paging.filters !== paramsKey) change({ filters: paramsKey });
  const { page, limit } = paging;

  const query = useQuery({
    queryKey: orderListKey({ ...params, page, limit }),
    queryFn: ({ signal }) =>
      api.get<OrderPage>(
        `/api/orders?${new URLSearchParams({ ...params, page: String(page), limit: String(limit) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  // Stable, as a state setter is: screens list it among their effects' dependencies.
  const setPage = useCallback((next: number) => change({ page: next }), []);

  return {
    query,
    params,
    page,
    setPage,
    limit,
    setLimit: (next: PageSize) => change({ limit: next }),
    search: paging.search,
    setSearch: (next: string) => change({ search: next }),
  };
}

export type OrderListState = ReturnType<typeof useOrderList>;

export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: orderDetailKey(id ?? ''),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/orders/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });
}

/** The listed orders (same list, search and filters), the chosen ones or all, as exported_data.csv. */
export const exportOrders = (params: Record<string, string>, columns: ExportColumnLanguage) =>
  downloadFile(exportUrl('/api/orders/export', params, columns));

/** The invoice generator with these orders. */
export const invoicePath = (ids: readonly string[]) =>
  `/inventory/invoice-generator?ids=${ids.map(encodeURIComponent).join(',')}`;

/** The invoice generator opened on the orders' 4×6 courier labels. */
export const labelsPath = (ids: readonly string[]) => `${invoicePath(ids)}&layout=label`;
