import type { OrderCourierCounts, OrderListItem } from '@chalan/core/orders/replies';

/**
 * How many of the selected orders go to each courier, most first and then by name (orders with no
 * courier as `name: null`, last among equals): the same shape the server gives for every listed order.
 */
export function courierCountsOf(orders: readonly Pick<OrderListItem, 'courier'>[]): OrderCourierCounts {
  const counts = new Map<string | null, { courierId: string | null; name: string | null; count: number }>();
  for (const { courier } of orders) {
    const key = courier?.id ?? null;
    const entry = counts.get(key) ?? { courierId: key, name: courier?.name ?? null, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const byName = (a: string | null, b: string | null) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b);
  return {
    total: orders.length,
    couriers: [...counts.values()].sort((a, b) => b.count - a.count || byName(a.name, b.name)),
  };
}
