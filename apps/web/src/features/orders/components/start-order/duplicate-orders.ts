import type { OrderListItem } from '@chalan/core/orders/replies';

/** Open orders first, then the day's others, each once. */
export function duplicateOrders(check: { openOrders: OrderListItem[]; recentOrders: OrderListItem[] }) {
  const seen = new Set<string>();
  return [...check.openOrders, ...check.recentOrders].filter((o) => !seen.has(o.id) && seen.add(o.id));
}
