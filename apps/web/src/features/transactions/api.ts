import type {
  CodMarkResult,
  CodUndoResult,
  PayoutImportResult,
  PayoutsPage,
  TransactionRow,
  TransactionsPage,
} from '@chalan/core/transactions/replies';
import type { CodReceivedBody, TransactionsQuery } from '@chalan/core/transactions/schemas';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useInvalidateOrders } from '../orders/api/invalidate-orders.ts';
import { ORDERS_KEY } from '../orders/api/keys.ts';

/**
 * Under the orders key: completing, returning or deleting an order changes the Transactions list; a COD
 * mark changes the order's timeline and the figures from orders (useInvalidateOrders) refresh with it.
 */
export const TRANSACTIONS_KEY = [...ORDERS_KEY, 'transactions'] as const;
const PAYOUTS_KEY = [...ORDERS_KEY, 'payouts'] as const;

/** The period (Dhaka dates; empty for this month) and which orders to list. */
export type TransactionFilters = Pick<TransactionsQuery, 'from' | 'to' | 'filter'>;

/** The Transactions list, server-paged; another period or filter starts again on page 1. */
export function useTransactions(filters: TransactionFilters) {
  const params: Record<string, string> = { filter: filters.filter };
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return usePagedList<TransactionRow, TransactionsPage>(TRANSACTIONS_KEY, '/api/transactions', params);
}

export type TransactionsList = ReturnType<typeof useTransactions>;

/** Marks the COD of the orders received (each with its payable; one order may take an amount). */
export function useMarkCodReceived() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: CodReceivedBody) => api.post<CodMarkResult>('/api/transactions/cod-received', body),
    onSuccess: invalidate,
  });
}

export function useUndoCodReceived() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      api.post<CodUndoResult>('/api/transactions/cod-received/undo', { orderIds }),
    onSuccess: invalidate,
  });
}

/** The imported payouts (newest first) and the couriers payouts can be imported from. */
export function usePayouts(page: number, enabled = true) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, { page }],
    queryFn: ({ signal }) => api.get<PayoutsPage>(`/api/transactions/payouts?page=${page}&limit=10`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Import payouts from every Steadfast courier with API keys: new payouts mark their orders received. */
export function useImportPayouts() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: () => api.post<PayoutImportResult>('/api/transactions/payouts/import', {}),
    onSuccess: invalidate,
  });
}
