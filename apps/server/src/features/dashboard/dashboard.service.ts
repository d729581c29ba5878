import { dhakaSpanInstants } from '@chalan/core';
import {
  type DayFigures,
  dailySeries,
  dashboardPeriods,
  inSpan,
  percentText,
  SALES_PERIODS,
  type SalesPeriod,
  spanOf,
  sumDays,
} from '@chalan/core/dashboard/periods';
import type { Dashboard } from '@chalan/core/dashboard/replies';
import { and, between, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { isOpenSql, isPlacedSql, isPurchaseSql } from '../orders/order-status-sql.ts';

/**
 * The Overview's figures, from the seller's live orders and customers every time (DESIGN.md: derived,
 * never stored counters), in Dhaka business days. Definitions: figures.md (placed = not cancelled; sales,
 * quantity = placed and not returned). Open orders read orders_live_status_created_idx, Today's Send
 * orders_completed_at_idx, the periods and the chart one range of orders_live_sales_figures_idx (every
 * period and the 30 days at once; quantity is the order's stored units), the customer figures and
 * Repeated one scan of the seller's live customers by customers_live_created_idx (docs/performance.md,
 * Dashboard).
 */

const placed = isPlacedSql;
const num = (column: unknown) => Number(column ?? 0);

const liveOrders = (sellerId: string) => and(eq(orders.sellerId, sellerId), isNull(orders.deletedAt));

/** Processing and ready orders: count and Σ net. */
async function openOrders(db: Db, sellerId: string) {
  const rows = await db
    .select({
      status: orders.status,
      orders: sql<number>`count(*)`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${orders.net}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(liveOrders(sellerId), isOpenSql))
    .groupBy(orders.status);
  const of = (status: string) => {
    const row = rows.find((r) => r.status === status);
    return { orders: row?.orders ?? 0, amount: row?.amount ?? 0 };
  };
  return { onProcess: of('processing'), ready: of('ready') };
}

/** Orders whose completion falls in today's Dhaka day. */
async function completedBetween(db: Db, sellerId: string, start: Date, end: Date) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${orders.net}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        liveOrders(sellerId),
        eq(orders.status, 'completed'),
        gte(orders.completedAt, start),
        lt(orders.completedAt, end),
      ),
    );
  return { orders: row?.orders ?? 0, amount: row?.amount ?? 0 };
}

/** Figures per sales date over `from..to`, one index-only range scan; units only of placed, not returned orders. */
async function figuresByDay(db: Db, sellerId: string, from: string, to: string): Promise<DayFigures[]> {
  const rows = await db
    .select({
      date: orders.salesDate,
      orders: sql<number>`count(*) filter (where ${placed})`.mapWith(Number),
      sales: sql<string>`coalesce(sum(${orders.net}) filter (where ${isPurchaseSql}), 0)`.mapWith(Number),
      quantity: sql<string>`coalesce(sum(${orders.units}) filter (where ${isPurchaseSql}), 0)`.mapWith(
        Number,
      ),
      returns: sql<number>`count(*) filter (where ${orders.status} = 'returned')`.mapWith(Number),
    })
    .from(orders)
    .where(and(liveOrders(sellerId), between(orders.salesDate, from, to)))
    .groupBy(orders.salesDate);
  return rows.map((r) => ({ ...r, date: String(r.date) }));
}

/** Distinct customers of each period’s placed orders, over the same sales-date range as the days. */
async function customersByPeriod(
  db: Db,
  sellerId: string,
  spans: Record<SalesPeriod, { from: string; to: string }>,
): Promise<Record<SalesPeriod, number>> {
  const all = spanOf(Object.values(spans));
  const columns = Object.fromEntries(
    SALES_PERIODS.map((period) => [
      period,
      sql<number>`count(distinct ${orders.customerId}) filter (where ${between(orders.salesDate, spans[period].from, spans[period].to)})`.mapWith(
        Number,
      ),
    ]),
  ) as Record<SalesPeriod, ReturnType<typeof sql<number>>>;
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(and(liveOrders(sellerId), placed, between(orders.salesDate, all.from, all.to)));
  return Object.fromEntries(SALES_PERIODS.map((p) => [p, num(row?.[p])])) as Record<SalesPeriod, number>;
}

/**
 * Live customers: added today, this month, in all, and Repeated — those with two or more placed orders
 * (`placed_orders`, recounted from the orders by the database: decision 0002). One scan.
 */
async function customerCounts(
  db: Db,
  sellerId: string,
  today: { start: Date; end: Date },
  month: { start: Date; end: Date },
) {
  const added = (range: { start: Date; end: Date }) =>
    sql<number>`count(*) filter (where ${customers.createdAt} >= ${range.start} and ${customers.createdAt} < ${range.end})`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      today: added(today),
      thisMonth: added(month),
      total: sql<number>`count(*)`.mapWith(Number),
      repeated: sql<number>`count(*) filter (where ${customers.placedOrders} >= 2)`.mapWith(Number),
    })
    .from(customers)
    .where(and(eq(customers.sellerId, sellerId), isNull(customers.deletedAt)));
  return {
    today: row?.today ?? 0,
    thisMonth: row?.thisMonth ?? 0,
    total: row?.total ?? 0,
    repeated: row?.repeated ?? 0,
  };
}

export async function readDashboard(db: Db, sellerId: string, now = new Date()): Promise<Dashboard> {
  const periods = dashboardPeriods(now);
  const spans = Object.fromEntries(SALES_PERIODS.map((p) => [p, periods[p]])) as Record<
    SalesPeriod,
    { from: string; to: string }
  >;
  const range = spanOf([periods.today, periods.last30Days, ...Object.values(spans)]);
  const today = dhakaSpanInstants(periods.today);
  const [open, todaysSend, days, periodCustomers, counts] = await Promise.all([
    openOrders(db, sellerId),
    completedBetween(db, sellerId, today.start, today.end),
    figuresByDay(db, sellerId, range.from, range.to),
    customersByPeriod(db, sellerId, spans),
    customerCounts(db, sellerId, today, dhakaSpanInstants(periods.thisMonth)),
  ]);
  const todays = sumDays(days, periods.today);
  return {
    today: periods.today.from,
    orderSummary: {
      ...open,
      todaysSend,
      todaysSale: { quantity: todays.quantity, orders: todays.orders },
    },
    customers: { ...counts, repeatedPercent: percentText(counts.repeated, counts.total) },
    sales: Object.fromEntries(
      SALES_PERIODS.map((p) => [
        p,
        { ...sumDays(days, spans[p]), customers: periodCustomers[p], span: spans[p] },
      ]),
    ) as Dashboard['sales'],
    chart: dailySeries(
      days.filter((d) => inSpan(d.date, periods.last30Days)),
      periods.last30Days,
    ),
  };
}
