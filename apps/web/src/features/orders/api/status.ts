import type { OrderDetail } from '@chalan/core/orders/dto';
import type { OrderStatus } from '@chalan/core/orders/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../../lib/api-client.ts';
import { CUSTOMERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from './keys.ts';

/**
 * What happened to the order's parcel at its courier with a move: cancelled (RedX), a return requested
 * (Steadfast), or left to do in the courier's panel (courierCannotCancel); null when no courier had it.
 */
export type CourierNotice = ApiMessage | null;

/** The reply of a move that can reach the courier. */
export type MovedReply = ApiMessage & { order: OrderDetail; courierNotice: CourierNotice };

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
      api.patch<MovedReply>(`/api/orders/${encodeURIComponent(id)}/status`, {
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
    mutationFn: (id: string) =>
      api.delete<ApiMessage & { courierNotice: CourierNotice }>(`/api/orders/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
