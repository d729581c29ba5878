import type { OrderDeletedReply, OrderMovedReply } from '@chalan/core/orders/replies';
import type { OrderStatus } from '@chalan/core/orders/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
      api.patch<OrderMovedReply>(`/api/orders/${encodeURIComponent(id)}/status`, {
        status,
      }),
    onSuccess: invalidate,
  });
}

/**
 * Deletes an order (gone from lists and search); an open order's products go back to stock. A parcel with
 * a courier is cancelled there first (refused where the courier's API cannot cancel it).
 */
export function useDeleteOrder() {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<OrderDeletedReply>(`/api/orders/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
