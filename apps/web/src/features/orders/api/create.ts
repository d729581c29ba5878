import type { Customer, CustomerProfile, CustomerSearchReply } from '@chalan/core/customers/replies';
import type {
  DuplicateCheck,
  OrderMovedReply,
  OrderSavedReply,
  StartOrderDefaults,
} from '@chalan/core/orders/replies';
import type { CreateOrderInput } from '@chalan/core/orders/schemas';
import type { EditOrderInput } from '@chalan/core/orders/write-schemas';
import type { FoundProduct, ProductSearchReply } from '@chalan/core/products/replies';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidateOrders } from './invalidate-orders.ts';
import { CUSTOMERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from './keys.ts';

/** A customer as Start Order needs one (the customers API sends more). */
export type OrderCustomer = Pick<Customer, 'id' | 'name' | 'phone' | 'address' | 'district' | 'thana'>;

/** A product of the order product search (`GET /api/products/search`). */
export type { FoundProduct };

/** At most 5 customers whose phone (digits) or name (anything else) contains the text. */
export function useCustomerSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'search', q],
    queryFn: async ({ signal }) =>
      (
        await api.get<CustomerSearchReply>(`/api/customers/search?q=${encodeURIComponent(q)}`, signal)
      ).items.slice(0, 5),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The customer of `?customer=<id>` (the customers list's New Order). Admin only: staff use the search. */
export function useCustomerById(id: string | null, allowed: boolean) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: async ({ signal }) =>
      (await api.get<CustomerProfile>(`/api/customers/${encodeURIComponent(id!)}`, signal)).customer,
    enabled: Boolean(id) && allowed,
  });
}

/** Products on sale whose name contains the text (out-of-stock ones too, so the screen can say so). */
export function useProductSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'search', q],
    queryFn: async ({ signal }) =>
      (await api.get<ProductSearchReply>(`/api/products/search?q=${encodeURIComponent(q)}`, signal)).items,
    placeholderData: keepPreviousData,
  });
}

/** What Start Order chooses first (the courier of the last saved order); a save refreshes it. */
export function useStartOrderDefaults() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'start-defaults'],
    queryFn: ({ signal }) => api.get<StartOrderDefaults>('/api/orders/start-defaults', signal),
  });
}

/** The phone's open and recent orders and its delivery history; every order change refreshes it. */
export const duplicateCheckQuery = (phone: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'duplicate-check', phone],
    queryFn: ({ signal }) =>
      api.get<DuplicateCheck>(`/api/orders/duplicate-check?phone=${encodeURIComponent(phone)}`, signal),
  });

export function useDuplicateCheck(phone: string | null) {
  return useQuery({ ...duplicateCheckQuery(phone ?? ''), enabled: Boolean(phone) });
}

export function useCreateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: CreateOrderInput) => api.post<OrderSavedReply>('/api/orders', body),
    onSuccess: invalidate,
  });
}

/** An edit of a sent order's amount goes to its courier too: `courierNotice` says so (courierCodUpdated). */
export function useUpdateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditOrderInput }) =>
      api.put<OrderMovedReply>(`/api/orders/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}
