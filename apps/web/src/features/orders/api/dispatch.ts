import type { BatchProgress, BatchStartedReply, OrderSent } from '@chalan/core/dispatch/replies';
import type { OrderCourierCounts, OrderMovedReply } from '@chalan/core/orders/replies';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidateOrders } from './invalidate-orders.ts';

/** The selected orders, or every order a list shows (its query values: status, search and filters). */
export type BatchBody = { ids: string[] } | { filters: Record<string, string> };

const BATCH_POLL_MS = 1000;

/** The 409 of a send while an earlier parcel of the order may still be live at a courier. */
export const CONFIRMATION_NEEDED = 'CONFIRMATION_NEEDED';

/**
 * "Send to {courier}" for one order; `confirmLiveParcel` once the user has confirmed that an earlier
 * parcel of it (the 409 CONFIRMATION_NEEDED names it) will not be delivered.
 */
export function useSendOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, confirmLiveParcel = false }: { id: string; confirmLiveParcel?: boolean }) =>
      api.post<OrderSent>(
        `/api/orders/${encodeURIComponent(id)}/send${confirmLiveParcel ? '?confirmLiveParcel=true' : ''}`,
      ),
    onSuccess: invalidate,
  });
}

/** How many of the orders a list shows (its query values, every page) go to each courier. */
export const courierCounts = (listParams: Record<string, string>) =>
  api.get<OrderCourierCounts>(`/api/orders/courier-counts?${new URLSearchParams(listParams)}`);

/** Starts a bulk send; the server works through it in the background. */
export function useStartBatch() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: BatchBody) => api.post<BatchStartedReply>('/api/dispatch-batches', body),
    // Nothing left to send (e.g. every order failed its checks at once): the lists change now.
    onSuccess: (reply) => (reply.batch.finished ? invalidate() : undefined),
  });
}

/**
 * Asks for a batch's progress every second until it is finished, then refreshes the lists once and
 * calls `onFinished`.
 */
export function useBatchProgress(
  batch: BatchProgress | null,
  onFinished?: (progress: BatchProgress) => void,
) {
  const invalidate = useInvalidateOrders();
  const id = batch?.id ?? '';
  return useQuery({
    queryKey: ['dispatch-batches', id],
    queryFn: async ({ signal }) => {
      const progress = await api.get<BatchProgress>(
        `/api/dispatch-batches/${encodeURIComponent(id)}`,
        signal,
      );
      if (progress.finished) {
        void invalidate();
        onFinished?.(progress);
      }
      return progress;
    },
    enabled: batch !== null && !batch.finished,
    initialData: batch ?? undefined,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.finished ? false : BATCH_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/**
 * The courier page's Complete / Cancel (courier status becomes returned and the courier info is
 * cleared; its history stays) and Back to Processing (it can then be sent again with a new id).
 */
export type CourierCloseStatus = 'completed' | 'cancelled' | 'processing';

export function useCourierClose() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CourierCloseStatus }) =>
      api.post<OrderMovedReply>(`/api/orders/${encodeURIComponent(id)}/courier-close`, {
        status,
      }),
    onSuccess: invalidate,
  });
}
