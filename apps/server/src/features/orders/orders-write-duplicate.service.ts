import { type DuplicateCheck, returnRate } from '@chalan/core';
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { loadOrderListItems } from './order-detail.ts';
import { isOpenSql, isPlacedSql } from './order-status-sql.ts';

/** Enough to warn with; a phone with more open orders than this has a bigger problem than the list. */
const SHOWN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Before Start Order saves: the phone's open orders and those of the last 24 hours (cancelled ones are
 * no second parcel, so they only count in the history), and how its finished orders ended. An order
 * counts when its delivery phone or its customer's phone is this one.
 */
export async function duplicateCheck(db: Db, sellerId: string, phone: string): Promise<DuplicateCheck> {
  const customersWithPhone = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.sellerId, sellerId), eq(customers.phone, phone)));
  const ofPhone = and(
    eq(orders.sellerId, sellerId),
    isNull(orders.deletedAt),
    or(eq(orders.phone, phone), inArray(orders.customerId, customersWithPhone)),
  );
  const count = (status: string) => sql<number>`(count(*) filter (where ${orders.status} = ${status}))::int`;
  const [open, recent, [history]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ofPhone, isOpenSql))
      .orderBy(desc(orders.createdAt))
      .limit(SHOWN),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ofPhone, isPlacedSql, gte(orders.createdAt, new Date(Date.now() - DAY_MS))))
      .orderBy(desc(orders.createdAt))
      .limit(SHOWN),
    db
      .select({
        total: sql<number>`count(*)::int`,
        delivered: count('completed'),
        returned: count('returned'),
        cancelled: count('cancelled'),
      })
      .from(orders)
      .where(ofPhone),
  ]);
  const openIds = open.map((o) => o.id);
  const recentIds = recent.map((o) => o.id);
  const items = new Map(
    (await loadOrderListItems(db, sellerId, [...new Set([...openIds, ...recentIds])])).map((o) => [o.id, o]),
  );
  const pick = (ids: string[]) => ids.flatMap((id) => items.get(id) ?? []);
  const total = Number(history?.total ?? 0);
  const delivered = Number(history?.delivered ?? 0);
  const returned = Number(history?.returned ?? 0);
  const cancelled = Number(history?.cancelled ?? 0);
  return {
    openOrders: pick(openIds),
    recentOrders: pick(recentIds),
    history: {
      total,
      delivered,
      returned,
      cancelled,
      returnRate: returnRate({ delivered, returned }),
    },
  };
}
