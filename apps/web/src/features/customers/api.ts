import type {
  Customer,
  CustomerChangeReply,
  CustomerProfile,
  CustomerSearchReply,
} from '@chalan/core/customers/replies';
import type { CustomerBody } from '@chalan/core/customers/schemas';
import type { ExportColumnLanguage } from '@chalan/core/export-columns';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { exportUrl } from '../../lib/export-columns.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useInvalidateOrders } from '../orders/api/invalidate-orders.ts';
import { CUSTOMERS_KEY } from '../orders/api/keys.ts';

const LIST_KEY = [...CUSTOMERS_KEY, 'list'] as const;
const customerPath = (id: string) => `/api/customers/${encodeURIComponent(id)}`;

export function useCustomersList() {
  return usePagedList<Customer>(LIST_KEY, '/api/customers');
}

export const customerProfileQuery = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'profile', id],
    queryFn: ({ signal }) => api.get<CustomerProfile>(customerPath(id), signal),
  });

export function useCustomerProfile(id: string) {
  return useQuery(customerProfileQuery(id));
}

/*
 * A customer's name, phone and address show on their orders, and the dashboard counts customers: each
 * customer change refreshes the figures from orders (the customers' own among them).
 */

/** Adds (no id) or edits a customer; the form uploads a chosen image after this succeeds. */
export function useSaveCustomer() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CustomerBody }) =>
      id
        ? api.put<CustomerChangeReply>(customerPath(id), body)
        : api.post<CustomerChangeReply>('/api/customers', body),
    onSuccess: invalidate,
  });
}

export function useUploadCustomerImage() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<CustomerChangeReply>(`${customerPath(id)}/image`, form);
    },
    onSettled: invalidate,
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(customerPath(id)),
    onSuccess: invalidate,
  });
}

/** The customer with this number (after a 409), through the search staff may use too. */
export async function findCustomerByPhone(phone: string, id: string): Promise<Customer | null> {
  const reply = await api.get<CustomerSearchReply>(`/api/customers/search?q=${encodeURIComponent(phone)}`);
  return reply.items.find((c) => c.id === id) ?? null;
}

/** exported_data.csv of the customers the list shows for `search`; without one, of every customer. */
export function exportCustomers(columns: ExportColumnLanguage, search = '') {
  const text = search.trim();
  return downloadFile(exportUrl('/api/customers/export', text ? { search: text } : {}, columns));
}
