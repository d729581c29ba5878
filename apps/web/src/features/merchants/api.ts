import type {
  Merchant,
  MerchantChangeReply,
  MerchantOrderCounts,
  MerchantProfile,
} from '@chalan/core/merchants/replies';
import type { CreateMerchantBody, UpdateMerchantBody } from '@chalan/core/merchants/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { type PagedReply, usePagedList } from '../../lib/use-paged-list.ts';
import { ORDERS_KEY } from '../orders/api/keys.ts';

/** The list pages and every profile live under this key, so one invalidation refreshes them all. */
export const MERCHANTS_KEY = ['merchants'] as const;

const merchantPath = (id: string) => `/api/merchants/${encodeURIComponent(id)}`;

export function useMerchantsList() {
  return usePagedList<Merchant>([...MERCHANTS_KEY, 'list'], '/api/merchants');
}

export const merchantProfileQuery = (id: string) =>
  queryOptions({
    queryKey: [...MERCHANTS_KEY, 'profile', id],
    queryFn: ({ signal }) => api.get<MerchantProfile>(`${merchantPath(id)}/profile`, signal),
  });

export function useMerchantProfile(id: string) {
  return useQuery(merchantProfileQuery(id));
}

export const merchantOrdersPath = (id: string) => `${merchantPath(id)}/orders`;

/** Under ORDERS_KEY: a master working their own shop's orders sees the tabs change at once. */
export const merchantOrdersKey = (id: string) => [...ORDERS_KEY, 'merchant', id] as const;

export function useMerchantOrderCounts(id: string) {
  return useQuery({
    queryKey: [...merchantOrdersKey(id), 'counts'],
    queryFn: ({ signal }) => api.get<MerchantOrderCounts>(`${merchantPath(id)}/order-counts`, signal),
  });
}

function useInvalidateMerchants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MERCHANTS_KEY });
}

export function useSetMerchantStatus() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMerchants();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: boolean }) =>
      api.patch<MerchantChangeReply>(`${merchantPath(id)}/status`, { status }),
    onSuccess: (reply) => {
      // The switch shows the new state at once, before the list comes back.
      queryClient.setQueriesData<PagedReply<Merchant>>(
        { queryKey: [...MERCHANTS_KEY, 'list'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((m) => (m.id === reply.merchant.id ? reply.merchant : m)),
          },
      );
      return invalidate();
    },
  });
}

export function useCreateMerchant() {
  const invalidate = useInvalidateMerchants();
  return useMutation({
    mutationFn: (input: CreateMerchantBody) => api.post<MerchantChangeReply>('/api/merchants', input),
    onSuccess: invalidate,
  });
}

export function useUpdateMerchant() {
  const invalidate = useInvalidateMerchants();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateMerchantBody }) =>
      api.put<MerchantChangeReply>(merchantPath(id), input),
    onSuccess: invalidate,
  });
}

export function useDeleteMerchant() {
  const invalidate = useInvalidateMerchants();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(merchantPath(id)),
    onSuccess: invalidate,
  });
}
