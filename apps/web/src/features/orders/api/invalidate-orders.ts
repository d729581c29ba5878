import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY, ONBOARDING_KEY } from '../../dashboard/api.ts';
import { MERCHANTS_KEY } from '../../merchants/api.ts';
import { CUSTOMERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from './keys.ts';

/**
 * Every query whose figures are worked out from orders. Under ORDERS_KEY: the order lists (with the
 * ready summary), the courier pages, loss-profit, transactions and payouts, invoices, the merchant's
 * order tabs. Beside it: customers (profile figures, counts per status), products (available stock),
 * the dashboard, the getting-started checklist (first order) and the master's merchant figures.
 * A new screen with figures from orders puts its key under one of these, or adds its key here.
 */
export const ORDER_FIGURE_KEYS: readonly (readonly unknown[])[] = [
  ORDERS_KEY,
  CUSTOMERS_KEY,
  PRODUCTS_KEY,
  DASHBOARD_KEY,
  ONBOARDING_KEY,
  MERCHANTS_KEY,
];

/**
 * Marks every figure from orders out of date: the ones on screen are asked again now, the others the
 * next time their screen opens (even within the lists' fresh minute).
 */
export function invalidateOrderFigures(queryClient: QueryClient) {
  return Promise.all(ORDER_FIGURE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The one refresh of every change that moves orders: create, edit, status moves, send, courier close,
 * delete, CSV import, courier refresh, COD received and payouts, customer changes.
 */
export function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => invalidateOrderFigures(queryClient);
}
