import { useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from './keys.ts';

/**
 * An order change (save, move, send, delete) moves orders between lists, changes products' stock and
 * customers' figures: every order mutation refreshes all three.
 */
export function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ORDERS_KEY, CUSTOMERS_KEY, PRODUCTS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
