import type { CourierCod } from '@chalan/core/transactions/replies';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courierPayoutItems, courierPayouts, couriers, orders, parcels } from '../../db/schema/index.ts';

const SETTLED = ['delivered', 'partial_delivered', 'cancelled'] as const;
const total = (value: unknown) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * Each courier's money in a period, from what it reported: the parcels it settled then (by when their
 * final status came), what it collected and charged for them, what those orders expected, and its payouts
 * paid in the period with the parcels in them that differ from their order.
 */
export async function courierCod(
  db: Db,
  sellerId: string,
  span: { start: Date; end: Date },
): Promise<CourierCod[]> {
  const [settled, paid] = await Promise.all([
    db
      .select({
        id: couriers.id,
        name: couriers.name,
        settled: sql<number>`count(*)`.mapWith(Number),
        collected: total(parcels.collectedAmount),
        charged: total(parcels.deliveryCharge),
        // A parcel that came back was to bring nothing.
        expected: total(sql`case when ${parcels.status} = 'cancelled' then 0 else ${orders.payable} end`),
      })
      .from(parcels)
      .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
      .innerJoin(orders, and(eq(orders.sellerId, parcels.sellerId), eq(orders.id, parcels.orderId)))
      .where(
        and(
          eq(parcels.sellerId, sellerId),
          eq(parcels.booking, 'booked'),
          inArray(parcels.status, [...SETTLED]),
          gte(parcels.statusChangedAt, span.start),
          lt(parcels.statusChangedAt, span.end),
        ),
      )
      .groupBy(couriers.id, couriers.name),
    db
      .select({
        id: couriers.id,
        name: couriers.name,
        paid: total(courierPayouts.amount),
        flagged:
          total(sql`(select count(*) from ${courierPayoutItems} where ${courierPayoutItems.sellerId} = ${courierPayouts.sellerId}
          and ${courierPayoutItems.payoutId} = ${courierPayouts.id} and ${courierPayoutItems.match} = 'differs')`),
      })
      .from(courierPayouts)
      .innerJoin(
        couriers,
        and(eq(couriers.sellerId, courierPayouts.sellerId), eq(couriers.id, courierPayouts.courierId)),
      )
      .where(
        and(
          eq(courierPayouts.sellerId, sellerId),
          gte(courierPayouts.paidAt, span.start),
          lt(courierPayouts.paidAt, span.end),
        ),
      )
      .groupBy(couriers.id, couriers.name)
      .orderBy(asc(couriers.name)),
  ]);
  const byCourier = new Map<string, CourierCod>();
  const none = { settled: 0, collected: 0, charged: 0, expected: 0, paid: 0, flagged: 0 };
  for (const row of settled) byCourier.set(row.id, { ...none, ...row });
  for (const row of paid) byCourier.set(row.id, { ...none, ...byCourier.get(row.id), ...row });
  return [...byCourier.values()].sort((a, b) => a.name.localeCompare(b.name));
}
