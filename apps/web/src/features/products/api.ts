import type { ExportColumnLanguage } from '@chalan/core/export-columns';
import type {
  Product,
  ProductChangeReply,
  ProductDeleteReply,
  ProductSummary,
} from '@chalan/core/products/replies';
import type { ProductBody } from '@chalan/core/products/schemas';
import type { StoreOption } from '@chalan/core/stores/replies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { exportUrl } from '../../lib/export-columns.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { ONBOARDING_KEY } from '../dashboard/api.ts';
import { PRODUCTS_KEY } from '../orders/api/keys.ts';

/** A store or supplier to choose in the product form (the two option lists share this shape). */
export type Option = StoreOption;

/** Every product query (list pages, summary) sits under this key, so one invalidation refreshes all. */
export { PRODUCTS_KEY };

const LIST_KEY = [...PRODUCTS_KEY, 'list'] as const;
export const PRODUCT_SUMMARY_KEY = [...PRODUCTS_KEY, 'summary'] as const;

export function useProductList() {
  return usePagedList<Product>(LIST_KEY, '/api/products');
}

export function useProductSummary() {
  return useQuery(
    queryOptions({
      queryKey: PRODUCT_SUMMARY_KEY,
      queryFn: ({ signal }) => api.get<ProductSummary>('/api/products/summary', signal),
    }),
  );
}

/** Products changed: the lists, the cards and the dashboard's getting-started step. */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY }),
    ]);
}

/** Adds (no id) or edits a product; the form uploads a chosen image after this succeeds. */
export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: ProductBody }) =>
      id
        ? api.put<ProductChangeReply>(`/api/products/${encodeURIComponent(id)}`, body)
        : api.post<ProductChangeReply>('/api/products', body),
    onSuccess: invalidate,
  });
}

export function useUploadProductImage() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ProductChangeReply>(`/api/products/${encodeURIComponent(id)}/image`, form);
    },
    onSettled: invalidate,
  });
}

export function useStockIn() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, qty }: { id: string; qty: number }) =>
      api.post<ProductChangeReply>(`/api/products/${encodeURIComponent(id)}/stock-in`, { qty }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => api.delete<ProductDeleteReply>(`/api/products/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** exported_data.csv of the products the list shows for `search`; without one, of every product on sale. */
export function exportProducts(columns: ExportColumnLanguage, search = '') {
  const text = search.trim();
  return downloadFile(exportUrl('/api/products/export', text ? { search: text } : {}, columns));
}
