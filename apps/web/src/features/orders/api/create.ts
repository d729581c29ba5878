import type { Customer, CustomerProfile, CustomerSearchReply } from '@chalan/core/customers/replies';
import type {
  DuplicateCheck,
  OrderDetail,
  OrderMovedReply,
  OrderSavedReply,
} from '@chalan/core/orders/replies';
import type { CreateOrderInput } from '@chalan/core/orders/schemas';
import type { EditOrderInput } from '@chalan/core/orders/write-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CUSTOMERS_KEY, ORDERS_KEY, orderDetailKey, PRODUCTS_KEY } from './keys.ts';

/** A customer as Start Order needs one (the customers API sends more). */
export type OrderCustomer = Pick<Customer, 'id' | 'name' | 'phone' | 'address' | 'district' | 'thana'>;

/** A product of the order product search (`GET /api/products/search`). */
export interface FoundProduct {
  id: string;
  name: string;
  /** Poisha. */
  salePrice: number;
  liftPrice: number;
  availableQty: number;
  imageUrl: string | null;
  storeId: string;
}

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
      (await api.get<{ items: FoundProduct[] }>(`/api/products/search?q=${encodeURIComponent(q)}`, signal))
        .items,
    placeholderData: keepPreviousData,
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

/** The order the edit modal changes (the same cache entry as the order view). */
export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: orderDetailKey(id ?? ''),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/orders/${encodeURIComponent(id!)}`, signal),
    enabled: Boolean(id),
  });
}

/** Orders change stock and customers' figures: every order mutation refreshes all three. */
function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ORDERS_KEY, CUSTOMERS_KEY, PRODUCTS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
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
