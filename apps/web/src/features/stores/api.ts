import type { Store, StoreChangeReply, StoreOption, StoreOptionsReply } from '@chalan/core/stores/replies';
import type { StoreInput } from '@chalan/core/stores/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { ONBOARDING_KEY } from '../dashboard/api.ts';
import { PRODUCTS_KEY } from '../orders/api/keys.ts';

/** Start Order and the product form choose from these. */
export type { StoreInput, StoreOption };

/** Every stores query (the paged list and the options of the products and orders screens) starts with this. */
export const STORES_KEY = ['stores'] as const;
const STORES_LIST_KEY = [...STORES_KEY, 'list'] as const;
export const STORE_OPTIONS_KEY = [...STORES_KEY, 'options'] as const;

export function useStoresList() {
  return usePagedList<Store>(STORES_LIST_KEY, '/api/stores');
}

/** All the seller's stores for a select: active first, then by creation (the first active is the default). */
export const storeOptionsQuery = queryOptions({
  queryKey: STORE_OPTIONS_KEY,
  queryFn: async ({ signal }) => (await api.get<StoreOptionsReply>('/api/stores/options', signal)).items,
});

export function useStoreOptions() {
  return useQuery(storeOptionsQuery);
}

/** A change to the stores: both lists, and the getting-started checklist (it asks for an active store). */
function useInvalidateStores() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STORES_KEY }),
      queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY }),
      // products show their store's name
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
    ]);
}

export function useCreateStore() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: (input: StoreInput) => api.post<StoreChangeReply>('/api/stores', input),
    onSuccess: invalidate,
  });
}

export function useUpdateStore() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoreInput }) =>
      api.put<StoreChangeReply>(`/api/stores/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteStore() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(`/api/stores/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
