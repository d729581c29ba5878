import type { Supplier, SupplierChangeReply, SupplierOptionsReply } from '@chalan/core/suppliers/replies';
import type { SupplierInput } from '@chalan/core/suppliers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../lib/api-client.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { PRODUCTS_KEY } from '../products/api.ts';

export type { SupplierInput };

/** Every suppliers query (the paged list and the options of the products screen) starts with this. */
export const SUPPLIERS_KEY = ['suppliers'] as const;
const SUPPLIERS_LIST_KEY = [...SUPPLIERS_KEY, 'list'] as const;
export const SUPPLIER_OPTIONS_KEY = [...SUPPLIERS_KEY, 'options'] as const;

export function useSuppliersList() {
  return usePagedList<Supplier>(SUPPLIERS_LIST_KEY, '/api/suppliers');
}

/** All the seller's suppliers for a select: active first, then by creation. */
export const supplierOptionsQuery = queryOptions({
  queryKey: SUPPLIER_OPTIONS_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<SupplierOptionsReply>('/api/suppliers/options', signal)).items,
});

export function useSupplierOptions() {
  return useQuery(supplierOptionsQuery);
}

function useInvalidateSuppliers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
      // products show their supplier's name
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
    ]);
}

export function useCreateSupplier() {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.post<SupplierChangeReply>('/api/suppliers', input),
    onSuccess: invalidate,
  });
}

export function useUpdateSupplier() {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SupplierInput }) =>
      api.put<SupplierChangeReply>(`/api/suppliers/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteSupplier() {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(`/api/suppliers/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
