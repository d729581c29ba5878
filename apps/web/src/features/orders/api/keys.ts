/** Every order query sits under this key, so a change to any order refreshes every list and detail. */
export const ORDERS_KEY = ['orders'] as const;
export const orderListKey = (params: Record<string, unknown>) => [...ORDERS_KEY, 'list', params] as const;
export const orderDetailKey = (id: string) => [...ORDERS_KEY, 'detail', id] as const;
/** Customers' figures come from their orders: order changes refresh them too. */
export const CUSTOMERS_KEY = ['customers'] as const;
/** Products' available stock changes with every order. */
export const PRODUCTS_KEY = ['products'] as const;
