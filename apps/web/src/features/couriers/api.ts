import type { CourierChoiceReply, CourierChoiceSettings } from '@chalan/core/couriers/choice';
import type {
  ConnectionTest,
  Courier,
  CourierChangeReply,
  CourierListReply,
} from '@chalan/core/couriers/replies';
import type { CourierInput } from '@chalan/core/couriers/schemas';
import type { CourierWebhook } from '@chalan/core/parcels/replies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
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

/** What the courier choice is asked for: the customer's place and the parcel (weight, COD). */
export interface CourierChoiceParams {
  district: string;
  thana: string;
  weightGrams: number;
  codPoisha: number;
}

export type { CourierChoiceReply, CourierChoiceSettings };
export type CourierChoiceSettingsReply = ApiMessage & { settings: CourierChoiceSettings };

const CHOICE_KEY = [...COURIERS_KEY, 'choice'] as const;
const CHOICE_SETTINGS_KEY = [...COURIERS_KEY, 'choice-settings'] as const;

export function choiceSearch(params: CourierChoiceParams): string {
  return new URLSearchParams({
    district: params.district,
    thana: params.thana,
    weightGrams: String(params.weightGrams),
    codPoisha: String(params.codPoisha),
  }).toString();
}

/**
 * Each active courier's delivery rate and charge for a district, and the one the seller's rule suggests.
 * Nothing is asked until the district is known; while the parcel changes the last answer stays shown.
 */
export function useCourierChoice(params: CourierChoiceParams | null) {
  return useQuery({
    queryKey: [...CHOICE_KEY, params],
    queryFn: ({ signal }) =>
      api.get<CourierChoiceReply>(`/api/couriers/choice?${choiceSearch(params!)}`, signal),
    enabled: params !== null,
    // The same district's last answer stands in while the parcel changes; another district's would mislead.
    placeholderData: (previous) => (previous?.district === params?.district ? previous : undefined),
    // A side panel: the form works without it, so it does not keep retrying.
    retry: 1,
  });
}

export function useCourierChoiceSettings() {
  return useQuery({
    queryKey: CHOICE_SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<{ settings: CourierChoiceSettings }>('/api/couriers/choice-settings', signal)).settings,
  });
}

export function useSaveCourierChoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CourierChoiceSettings) =>
      api.put<CourierChoiceSettingsReply>('/api/couriers/choice-settings', settings),
    onSuccess: (reply) => {
      queryClient.setQueryData(CHOICE_SETTINGS_KEY, reply.settings);
      return queryClient.invalidateQueries({ queryKey: CHOICE_KEY });
    },
  });
}
