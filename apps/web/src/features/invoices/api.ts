import type { InvoicesReply } from '@chalan/core/invoices/replies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { ORDERS_KEY } from '../orders/api/keys.ts';

export function useInvoices(ids: string[]) {
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_KEY, 'invoices', ids],
      queryFn: ({ signal }) =>
        api.get<InvoicesReply>(`/api/invoices?ids=${ids.map(encodeURIComponent).join(',')}`, signal),
      enabled: ids.length > 0,
    }),
  );
}
