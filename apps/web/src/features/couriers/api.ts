import type {
  ConnectionTest,
  Courier,
  CourierChangeReply,
  CourierListReply,
} from '@chalan/core/couriers/replies';
import type { CourierInput } from '@chalan/core/couriers/schemas';
import type { CourierWebhook } from '@chalan/core/parcels/replies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../account/session.ts';

/** Start Order, the order edit form and the courier pages choose from these. */
export type { Courier, CourierInput };

export const COURIERS_KEY = ['couriers'] as const;

export const couriersQuery = queryOptions({
  queryKey: COURIERS_KEY,
  queryFn: async ({ signal }) => (await api.get<CourierListReply>('/api/couriers', signal)).items,
});

export function useCouriers() {
  return useQuery(couriersQuery);
}

/** The sidebar lists the active couriers from the session query, so it changes with them. */
function useInvalidateCouriers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COURIERS_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    ]);
}

export function useCreateCourier() {
  const invalidate = useInvalidateCouriers();
  return useMutation({
    mutationFn: (input: CourierInput) => api.post<CourierChangeReply>('/api/couriers', input),
    onSuccess: invalidate,
  });
}

export function useUpdateCourier() {
  const invalidate = useInvalidateCouriers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CourierInput }) =>
      api.put<CourierChangeReply>(`/api/couriers/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useTestCourier() {
  return useMutation({
    mutationFn: (id: string) => api.post<ConnectionTest>(`/api/couriers/${encodeURIComponent(id)}/test`),
  });
}

export function useCourierWebhook(id: string | null) {
  return useQuery({
    queryKey: [...COURIERS_KEY, 'webhook', id],
    queryFn: ({ signal }) =>
      api.get<CourierWebhook>(`/api/couriers/${encodeURIComponent(id!)}/webhook`, signal),
    enabled: Boolean(id),
  });
}
