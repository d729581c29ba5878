import type { OrderDetail } from '@chalan/core/orders/dto';
import type { OrderStatus } from '@chalan/core/orders/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../../lib/api-client.ts';
import { CUSTOMERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from './keys.ts';

/** An order change moves customers' figures and products' stock too. */
function useInvalidateAfterOrderChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ORDERS_KEY, CUSTOMERS_KEY, PRODUCTS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A move of the status machine (mark ready, complete, back to processing, cancel, return). */
export function useChangeOrderStatus() {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      api.patch<ApiMessage & { order: OrderDetail }>(`/api/orders/${encodeURIComponent(id)}/status`, {
        status,
      }),
    onSuccess: invalidate,
  });
}

/** Deletes an order (gone from lists and search); an open order's products go back to stock. */
export function useDeleteOrder() {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(`/api/orders/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
