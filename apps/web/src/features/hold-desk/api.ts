import type {
  HoldActionReply,
  HoldDesk,
  HoldDeskSummary,
  HoldNoteBody,
  HoldWillTakeBody,
} from '@chalan/core/hold-desk/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { invalidateOrderFigures } from '../orders/api/invalidate-orders.ts';
import { ORDERS_KEY } from '../orders/api/keys.ts';

/** Under the orders' key: every change that moves orders (a courier Refresh too) refreshes the desk. */
export const HOLD_DESK_KEY = [...ORDERS_KEY, 'hold-desk'] as const;

/** The desk reads what the courier sync stored; each visit asks again, as the courier may have moved it. */
export const holdDeskQuery = queryOptions({
  queryKey: HOLD_DESK_KEY,
  staleTime: 0,
  queryFn: ({ signal }) => api.get<HoldDesk>('/api/hold-desk', signal),
});

export function useHoldDesk() {
  return useQuery(holdDeskQuery);
}

export function useHoldDeskSummary() {
  return useQuery({
    queryKey: [...HOLD_DESK_KEY, 'summary'],
    staleTime: 0,
    queryFn: ({ signal }) => api.get<HoldDeskSummary>('/api/hold-desk/summary', signal),
  });
}

const path = (parcelId: string, action: string) => `/api/hold-desk/${encodeURIComponent(parcelId)}/${action}`;

/**
 * One mutation per action; each refreshes the desk, and those that move the order (return, received
 * back, re-send) every figure from orders too.
 */
function useDeskMutation<V>(run: (vars: V) => Promise<HoldActionReply>, movesOrders: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      movesOrders
        ? invalidateOrderFigures(queryClient)
        : queryClient.invalidateQueries({ queryKey: HOLD_DESK_KEY }),
  });
}

export const useAddHoldNote = () =>
  useDeskMutation(
    ({ parcelId, body }: { parcelId: string; body: HoldNoteBody }) =>
      api.post<HoldActionReply>(path(parcelId, 'notes'), body),
    false,
  );

export const useWillTake = () =>
  useDeskMutation(
    ({ parcelId, body }: { parcelId: string; body: HoldWillTakeBody }) =>
      api.post<HoldActionReply>(path(parcelId, 'will-take'), body),
    false,
  );

export const useReturnParcel = () =>
  useDeskMutation((parcelId: string) => api.post<HoldActionReply>(path(parcelId, 'return')), true);

export const useReceivedBack = () =>
  useDeskMutation((parcelId: string) => api.post<HoldActionReply>(path(parcelId, 'received-back')), true);

export const useResendParcel = () =>
  useDeskMutation(
    ({ parcelId, courierId }: { parcelId: string; courierId: string }) =>
      api.post<HoldActionReply>(path(parcelId, 'resend'), { courierId }),
    true,
  );
