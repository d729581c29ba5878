import type { OrderDetail } from '@chalan/core/orders/dto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { ORDERS_KEY } from '../orders/api/keys.ts';

export interface InvoiceSender {
  name: string;
  address: string | null;
  area: string | null;
  district: string | null;
  phone: string | null;
  zip: string | null;
}

export interface InvoicesReply {
  seller: {
    name: string;
    phone: string | null;
    address: string | null;
    city: string | null;
    logoUrl: string | null;
  };
  invoices: { order: OrderDetail; sender: InvoiceSender }[];
}

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
