import type { CourierMode, CourierProvider, CredentialsInput } from '@chalan/core/couriers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../account/session.ts';

export interface Courier {
  id: string;
  name: string;
  provider: CourierProvider;
  mode: CourierMode;
  apiActive: boolean;
  /** Masked (e.g. `••••3f9a`); never the secrets. */
  credentials: Record<string, string>;
  /** Poisha. */
  chargeInDhaka: number;
  chargeOutsideDhaka: number;
  status: boolean;
  completeOnDelivered: boolean;
}

export interface CourierInput {
  name: string;
  provider: CourierProvider;
  mode: CourierMode;
  /** Blank fields keep the stored ones on a change. */
  credentials: CredentialsInput;
  chargeInDhaka: number;
  chargeOutsideDhaka: number;
  status: boolean;
  completeOnDelivered: boolean;
}

/** The answer of "Test connection": what the courier said, or what failed. */
export interface ConnectionTest extends ApiMessage {
  ok: boolean;
  detail?: string;
  reason?: string;
}

export const COURIERS_KEY = ['couriers'] as const;

export const couriersQuery = queryOptions({
  queryKey: COURIERS_KEY,
  queryFn: async ({ signal }) => (await api.get<{ items: Courier[] }>('/api/couriers', signal)).items,
});

export function useCouriers() {
  return useQuery(couriersQuery);
}

type CourierReply = ApiMessage & { courier: Courier };

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
    mutationFn: (input: CourierInput) => api.post<CourierReply>('/api/couriers', input),
    onSuccess: invalidate,
  });
}

export function useUpdateCourier() {
  const invalidate = useInvalidateCouriers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CourierInput }) =>
      api.put<CourierReply>(`/api/couriers/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useTestCourier() {
  return useMutation({
    mutationFn: (id: string) => api.post<ConnectionTest>(`/api/couriers/${encodeURIComponent(id)}/test`),
  });
}

/** What the seller pastes into the courier's panel so it tells us of status changes. */
export interface CourierWebhook {
  provider: CourierProvider;
  url: string | null;
  secret: string | null;
  /** The header the courier sends the secret in (e.g. `Authorization: Bearer …`), when it has one. */
  header: string | null;
}

export function useCourierWebhook(id: string | null) {
  return useQuery({
    queryKey: [...COURIERS_KEY, 'webhook', id],
    queryFn: ({ signal }) =>
      api.get<CourierWebhook>(`/api/couriers/${encodeURIComponent(id!)}/webhook`, signal),
    enabled: Boolean(id),
  });
}
