import { offsetOf, paged } from '@chalan/core';
import { marginOf } from '@chalan/core/loss-profit/profit';
import type { LossProfitProduct, LossProfitReport } from '@chalan/core/loss-profit/replies';
import type { LossProfitQuery, LossProfitSort } from '@chalan/core/loss-profit/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { notPlacedList } from '../orders/order-status-sql.ts';

/**
 * Loss Profit Details (spec part 1 §2, figures.md): the completed orders whose sales date is in the
 * period, per product, with signed profit. All of it is summed in SQL from the index on
 * (seller_id, sales_date): two statements, none per order, so a month of ~10k completed orders is read
 * once (measured: ~40 ms on PostgreSQL, ~0.15–0.3 s on PGlite for 9.5k completed orders, 14k lines).
 */

type Row = Record<string, unknown>;
/** pg sends bigint and numeric as text, PGlite as numbers: Number() reads both (sums stay below 2^53). */
const num = (value: unknown) => Number(value ?? 0);

/** Whitelisted ORDER BY of the product table; ties by product id so pages never overlap. */
const SORT_SQL: Record<LossProfitSort, string> = {
  profit: 'revenue - cost',
  revenue: 'revenue',
  cost: 'cost',
  qty: 'qty',
  margin: 'case when revenue > 0 then (revenue - cost) / revenue end',
  name: 'lower(name)',
};

interface ProductTotals {
  products: number;
  units: number;
  revenue: number;
  cost: number;
}

/**
 * One page of products and the totals over all of them, in one statement. Each order's discount on all
 * is shared among its lines by subtotal in whole poisha as core's allocateDiscount does: the floor of
 * each exact share, then one poisha each to the largest remainders (earlier line first); lines below 0
 * weigh nothing, and with no weight at all the lines share equally. Only orders with a discount on all
 * go through the window functions; div/mod on numeric keep discount × subtotal exact.
 */
async function productsOf(db: Db, sellerId: string, query: LossProfitQuery) {
  const orderBy: SQL = sql.raw(`${SORT_SQL[query.sort]} ${query.dir} nulls last, product_id`);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with sold as materialized (
        select l.order_id, l.id, l.position, l.product_id, l.name, o.sales_date, l.qty,
          l.lift_price * l.qty as cost,
          l.sale_price * l.qty - l.discount as subtotal,
          o.discount_on_all::numeric as discount
        from orders o
        join order_lines l on l.seller_id = o.seller_id and l.order_id = o.id
        where o.seller_id = ${sellerId} and o.deleted_at is null and o.status = 'completed'
          and o.sales_date between ${query.from}::date and ${query.to}::date
      ),
      weighed as (
        select s.*,
          case when sum(greatest(subtotal, 0)) over w > 0 then greatest(subtotal, 0) else 1 end::numeric
            as weight,
          case when sum(greatest(subtotal, 0)) over w > 0 then sum(greatest(subtotal, 0)) over w
            else count(*) over w end::numeric as total_weight
        from sold s
        where discount > 0
        window w as (partition by order_id)
      ),
      floored as (
        select x.*, div(discount * weight, total_weight) as floor_share,
          mod(discount * weight, total_weight) as remainder
        from weighed x
      ),
      shared as (
        select f.*, floor_share + case
            when row_number() over (partition by order_id order by remainder desc, position, id)
              <= discount - sum(floor_share) over (partition by order_id) then 1
            else 0 end as share
        from floored f
      ),
      revenues as (
        select product_id, name, sales_date, order_id, qty, cost, subtotal as revenue
        from sold where discount = 0
        union all
        select product_id, name, sales_date, order_id, qty, cost, subtotal - share from shared
      ),
      by_product as (
        -- The name of the latest sale: the largest "date, order id (UUIDv7, in time order), name" key,
        -- 8 + 36 characters before the name (whatever the DateStyle and collation), found without sorting.
        select product_id,
          substr(max((to_char(sales_date, 'YYYYMMDD') || order_id::text || name) collate "C"), 45) as name,
          sum(qty) as qty, sum(revenue) as revenue, sum(cost) as cost
        from revenues
        group by product_id
      ),
      totals as (
        select count(*) as total_products, coalesce(sum(qty), 0) as total_units,
          coalesce(sum(revenue), 0) as total_revenue, coalesce(sum(cost), 0) as total_cost
        from by_product
      ),
      page as (
        select * from by_product
        order by ${orderBy}
        limit ${query.limit} offset ${offsetOf(query)}
      )
      -- Always one row for the totals, even past the last page (the page's columns are then null).
      select totals.*, page.* from totals left join page on true
      order by ${orderBy}`),
  );
  const first = rows[0] ?? {};
  const totals: ProductTotals = {
    products: num(first.total_products),
    units: num(first.total_units),
    revenue: num(first.total_revenue),
    cost: num(first.total_cost),
  };
  const items: LossProfitProduct[] = rows
    .filter((r) => r.product_id !== null && r.product_id !== undefined)
    .map((r) => {
      const revenue = num(r.revenue);
      const cost = num(r.cost);
      return {
        productId: String(r.product_id),
        name: String(r.name),
        qty: num(r.qty),
        revenue,
        cost,
        profit: revenue - cost,
        ...marginOf(revenue - cost, revenue),
      };
    });
  return { totals, items };
}

/** Placed orders of the period (not cancelled) and how many of them are completed. */
async function orderCountsOf(db: Db, sellerId: string, from: string, to: string) {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select count(*) filter (where o.status not in ${notPlacedList}) as orders,
        count(*) filter (where o.status = 'completed') as completed_orders
      from orders o
      where o.seller_id = ${sellerId} and o.deleted_at is null
        and o.sales_date between ${from}::date and ${to}::date`),
  );
  return { orders: num(row?.orders), completedOrders: num(row?.completed_orders) };
}

/**
 * `GET /api/reports/loss-profit`: the cards and one page of the product table. The cards' units, revenue
 * and cost are the sums of the whole table, so the table always adds up to them; revenue equals the
 * completed orders' Σ net because each order's shares add up to its discount on all exactly.
 */
export async function lossProfitReport(
  db: Db,
  sellerId: string,
  query: LossProfitQuery,
): Promise<LossProfitReport> {
  const [counts, { totals, items }] = await Promise.all([
    orderCountsOf(db, sellerId, query.from, query.to),
    productsOf(db, sellerId, query),
  ]);
  const profit = totals.revenue - totals.cost;
  return {
    from: query.from,
    to: query.to,
    summary: {
      orders: counts.orders,
      units: totals.units,
      completedOrders: counts.completedOrders,
      revenue: totals.revenue,
      cost: totals.cost,
      profit,
      ...marginOf(profit, totals.revenue),
    },
    products: { ...paged(items, totals.products, query), sort: query.sort, dir: query.dir },
  };
}
