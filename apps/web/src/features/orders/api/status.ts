import type { OrderDeletedReply, OrderMovedReply } from '@chalan/core/orders/replies';
import type { OrderStatus } from '@chalan/core/orders/status';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidateOrders } from './invalidate-orders.ts';

/** A move of the status machine (mark ready, complete, back to processing, cancel, return). */
export function useChangeOrderStatus() {
  const invalidate = useInvalidateOrders();
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
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: string) => api.delete<OrderDeletedReply>(`/api/orders/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
