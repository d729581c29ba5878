import { dhakaSpanInstants, offsetOf, paged } from '@chalan/core';
import { type CodFilter, codState } from '@chalan/core/transactions/cod';
import { resolvePeriod } from '@chalan/core/transactions/period';
import type { TransactionRow, TransactionsPage } from '@chalan/core/transactions/replies';
import type { TransactionsQuery } from '@chalan/core/transactions/schemas';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers, orders, parcels } from '../../db/schema/index.ts';
import { courierCod } from './courier-cod.service.ts';

/**
 * The Transactions list: the seller's live completed orders whose completion falls in the period, newest
 * first (by the index on seller + completed_at of live completed orders). The page and the period's
 * figures are two queries; the figures cover every order of the period whatever the list filter.
 */

/** Which orders of the period a list shows; pending leaves out orders with nothing to collect. */
function filterCondition(filter: CodFilter): SQL {
  if (filter === 'received') return isNotNull(orders.codReceivedAt);
  if (filter === 'pending') return sql`${orders.codReceivedAt} is null and ${orders.payable} > 0`;
  return sql`true`;
}

/**
 * The page's orders whose courier's API booked their parcel (by `parcels_order_idx`, for these orders
 * only: an `exists` in the list's select was planned as a scan of every seller's parcels).
 */
async function bookedByApi(db: Db, sellerId: string, page: { id: string; courierId: string | null }[]) {
  if (page.length === 0) return new Set<string>();
  const booked = await db
    .select({ orderId: parcels.orderId, courierId: parcels.courierId })
    .from(parcels)
    .where(
      and(
        eq(parcels.sellerId, sellerId),
        inArray(
          parcels.orderId,
          page.map((o) => o.id),
        ),
        eq(parcels.booking, 'booked'),
      ),
    );
  const courierOf = new Map(page.map((o) => [o.id, o.courierId]));
  return new Set(booked.filter((p) => courierOf.get(p.orderId) === p.courierId).map((p) => p.orderId));
}

const sumWhere = (value: SQL, condition: SQL = sql`true`) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export async function listTransactions(
  db: Db,
  sellerId: string,
  query: TransactionsQuery,
  now: Date = new Date(),
): Promise<TransactionsPage> {
  const period = resolvePeriod(query, now);
  const { start, end } = dhakaSpanInstants(period);
  const inPeriod = and(
    eq(orders.sellerId, sellerId),
    isNull(orders.deletedAt),
    eq(orders.status, 'completed'),
    gte(orders.completedAt, start),
    lt(orders.completedAt, end),
  );
  const listed = filterCondition(query.filter);
  const notReceived = sql`${orders.codReceivedAt} is null`;
  const [rows, [figures], perCourier] = await Promise.all([
    db
      .select({
        id: orders.id,
        code: orders.code,
        completedAt: orders.completedAt,
        courierId: couriers.id,
        courierName: couriers.name,
        courierProvider: couriers.provider,
        customerName: orders.name,
        bill: orders.bill,
        advance: orders.advance,
        payable: orders.payable,
        codReceivedAt: orders.codReceivedAt,
        codReceivedAmount: orders.codReceivedAmount,
      })
      .from(orders)
      .leftJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
      .where(and(inPeriod, listed))
      .orderBy(desc(orders.completedAt), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        listed: countWhere(listed),
        total: sumWhere(sql`${orders.bill}`),
        advance: sumWhere(sql`${orders.advance}`),
        codReceived: sumWhere(sql`${orders.codReceivedAmount}`, sql`${orders.codReceivedAt} is not null`),
        pending: sumWhere(sql`${orders.payable}`, notReceived),
        receivedOrders: countWhere(sql`${orders.codReceivedAt} is not null`),
        pendingOrders: countWhere(sql`${notReceived} and ${orders.payable} > 0`),
      })
      .from(orders)
      .where(inPeriod),
    courierCod(db, sellerId, { start, end }),
  ]);
  const f = figures!;
  const apiBooked = await bookedByApi(
    db,
    sellerId,
    rows.filter((r) => r.courierProvider && r.courierProvider !== 'none'),
  );
  // The courier that owes an order's COD: one booked by hand, or one whose API booked the order's parcel;
  // none for an order its courier never took (delivered by the seller, completed without sending).
  const owes = (r: (typeof rows)[number]) => r.courierProvider === 'none' || apiBooked.has(r.id);
  const items = rows.map(
    (r): TransactionRow => ({
      id: r.id,
      code: r.code,
      completedAt: r.completedAt!.toISOString(),
      courier: r.courierId && r.courierName && owes(r) ? { id: r.courierId, name: r.courierName } : null,
      customerName: r.customerName,
      bill: r.bill,
      advance: r.advance,
      payable: r.payable,
      codState: codState(r),
      codReceivedAt: r.codReceivedAt?.toISOString() ?? null,
      codReceivedAmount: r.codReceivedAt ? r.codReceivedAmount : null,
    }),
  );
  return {
    ...paged(items, f.listed, query),
    period,
    filter: query.filter,
    totals: {
      orders: f.orders,
      total: f.total,
      received: f.advance + f.codReceived,
      advance: f.advance,
      codReceived: f.codReceived,
      pending: f.pending,
      receivedOrders: f.receivedOrders,
      pendingOrders: f.pendingOrders,
    },
    couriers: perCourier,
  };
}
