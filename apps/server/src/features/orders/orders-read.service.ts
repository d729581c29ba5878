import {
  isValidMobile,
  normalizePhone,
  type OrderCourierCounts,
  type OrderFilters,
  type OrderListItem,
  type OrderListQuery,
  type OrderPage,
  offsetOf,
  paged,
  type ReadySummary,
} from '@chalan/core';
import type { CustomerAnswerFilter } from '@chalan/core/sms/schemas';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { couriers, customers, orderCodes, orders, stores } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/list.ts';
import { toListItem } from './order-detail.ts';

/**
 * The order lists, search and export. A page is one query: the page's rows are picked first (newest
 * first, by the indexes on seller + status + created_at, customer or phone), then only those rows get
 * their names, product lines, earlier ids and consignment id. The count and the ready summary are a
 * second query over every matching order.
 */

/**
 * The search box: any id the order has had, the customer's name (any part, ignoring case), or for
 * digits the phone. The matching ids are gathered first (order_codes' key, the seller's customers,
 * then orders by the customer or phone indexes), so a search never reads every order of the seller.
 */
export function searchCondition(sellerId: Param, search: string): SQL {
  const codes = [...new Set([search, search.toUpperCase()])];
  const byCode = sql`select c.order_id from order_codes c
    where c.seller_id = ${sellerId} and c.code in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`;
  const ofCustomers = (match: SQL) => sql`select o.id from orders o
    where o.seller_id = ${sellerId} and o.customer_id in (
      select cu.id from customers cu where cu.seller_id = ${sellerId} and ${match})`;
  const digits = normalizePhone(search);
  let others: SQL;
  if (!/^\d+$/.test(digits)) others = ofCustomers(sql`cu.name ilike ${containsPattern(search)}`);
  else if (isValidMobile(digits)) {
    // A whole number: the order's own phone (it may differ from the customer's after an edit) or the customer's.
    others = sql`select o.id from orders o where o.seller_id = ${sellerId} and o.phone = ${digits}
      union ${ofCustomers(sql`cu.phone = ${digits}`)}`;
  } else others = ofCustomers(sql`cu.phone like ${`%${digits}%`}`);
  // An exact order id wins: the customer scan then never runs (a one-time filter in the plan).
  return inArray(
    orders.id,
    sql`(${byCode} union select others.id from (${others}) others where not exists (${byCode}))`,
  );
}

function customerAnswerCondition(filter: CustomerAnswerFilter): SQL | undefined {
  if (filter === 'waiting') return and(isNotNull(orders.customerAskedAt), isNull(orders.customerAnswer));
  if (filter === 'not_asked') return isNull(orders.customerAskedAt);
  return eq(orders.customerAnswer, filter);
}

/** Which of the seller's orders a list, search or export shows; deleted orders never. */
export function orderConditions(sellerId: Param, filters: OrderFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.sellerId, sellerId), isNull(orders.deletedAt)];
  if (filters.status === 'ready') {
    // "All Ready Orders": ready and not yet handed to a courier (sent ones are on the courier's page).
    conditions.push(eq(orders.status, 'ready'), ne(orders.courierStatus, 'sent'));
  } else if (filters.status !== 'all') conditions.push(eq(orders.status, filters.status));
  if (filters.customerId) conditions.push(eq(orders.customerId, filters.customerId));
  if (filters.courierId) conditions.push(eq(orders.courierId, filters.courierId));
  if (filters.district) conditions.push(eq(orders.district, filters.district));
  if (filters.paymentType) conditions.push(eq(orders.paymentType, filters.paymentType));
  if (filters.customerAnswer) conditions.push(customerAnswerCondition(filters.customerAnswer));
  if (filters.from) conditions.push(gte(orders.salesDate, filters.from));
  if (filters.to) conditions.push(lte(orders.salesDate, filters.to));
  if (filters.minAmount !== undefined) conditions.push(gte(orders.bill, filters.minAmount));
  if (filters.maxAmount !== undefined) conditions.push(lte(orders.bill, filters.maxAmount));
  if (filters.ids) conditions.push(filters.ids.length ? inArray(orders.id, filters.ids) : sql`false`);
  if (filters.search) conditions.push(searchCondition(sellerId, filters.search));
  return and(...conditions)!;
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Drivers hand json back parsed (pg, PGlite); a string is parsed here just in case. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

type Param = string | Placeholder;
type Paging = number | Placeholder;

/** Only a status and a page: the lists as they open, run as prepared statements. */
function isPlainList(filters: OrderFilters): filters is Pick<OrderFilters, 'status'> {
  return Object.entries(filters).every(
    ([key, value]) => key === 'status' || key === 'page' || key === 'limit' || value === undefined,
  );
}

const placeholders = {
  sellerId: sql.placeholder('sellerId'),
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
};

/** The query of one page of orders, newest first; `sellerId`, `offset` and `limit` may be placeholders. */
function orderRowsQuery(db: Db, sellerId: Param, filters: OrderFilters, offset: Paging, limit: Paging) {
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<string>`${orders.id}`.as('page_id') })
      .from(orders)
      .where(orderConditions(sellerId, filters))
      .orderBy(...newestFirst)
      .limit(limit as number)
      .offset(offset as number),
  );
  // Every id of the page's orders in one pass: order_codes has no index by order yet (its key is
  // seller + code), so a lookup per row would read the seller's codes once per row.
  const codes = db.$with('codes').as(
    db
      .select({
        codesOrderId: sql<string>`${orderCodes.orderId}`.as('codes_order_id'),
        codes:
          sql<unknown>`json_agg(${orderCodes.code} order by ${orderCodes.createdAt}, ${orderCodes.code})`.as(
            'codes',
          ),
      })
      .from(orderCodes)
      .where(
        and(
          eq(orderCodes.sellerId, sellerId),
          inArray(orderCodes.orderId, db.select({ id: page.pageId }).from(page)),
        ),
      )
      .groupBy(orderCodes.orderId),
  );
  return db
    .with(page, codes)
    .select({
      order: {
        id: orders.id,
        code: orders.code,
        status: orders.status,
        courierStatus: orders.courierStatus,
        createdAt: orders.createdAt,
        salesDate: orders.salesDate,
        refNo: orders.refNo,
        paymentType: orders.paymentType,
        customerId: orders.customerId,
        name: orders.name,
        phone: orders.phone,
        address: orders.address,
        district: orders.district,
        thana: orders.thana,
        storeId: orders.storeId,
        courierId: orders.courierId,
        gross: orders.gross,
        lineDiscounts: orders.lineDiscounts,
        discountOnAll: orders.discountOnAll,
        net: orders.net,
        deliveryCharge: orders.deliveryCharge,
        bill: orders.bill,
        advance: orders.advance,
        payable: orders.payable,
        note: orders.note,
        customerAnswer: orders.customerAnswer,
        customerAskedAt: orders.customerAskedAt,
      },
      customerName: customers.name,
      customerPhone: customers.phone,
      storeName: stores.name,
      courierName: couriers.name,
      items: sql<unknown>`(select coalesce(json_agg(json_build_object('name', l.name, 'qty', l.qty)
          order by l.position), '[]'::json)
        from order_lines l where l.seller_id = ${orders.sellerId} and l.order_id = ${orders.id})`,
      codes: codes.codes,
      consignmentId: sql<string | null>`(select p.consignment_id from parcels p
        where p.seller_id = ${orders.sellerId} and p.order_id = ${orders.id} and p.active
        order by p.created_at desc limit 1)`,
      courierCancel: sql<unknown>`(select json_build_object('state', p.cancel_state, 'courier', c.name,
          'parcel', coalesce(p.consignment_id, p.tracking_code, p.invoice), 'requestedAt', p.cancel_requested_at)
        from parcels p join couriers c on c.seller_id = p.seller_id and c.id = p.courier_id
        where p.seller_id = ${orders.sellerId} and p.order_id = ${orders.id} and p.cancel_state is not null
        order by p.created_at desc limit 1)`,
    })
    .from(page)
    .innerJoin(orders, and(eq(orders.sellerId, sellerId), eq(orders.id, page.pageId)))
    .innerJoin(customers, and(eq(customers.sellerId, orders.sellerId), eq(customers.id, orders.customerId)))
    .innerJoin(stores, and(eq(stores.sellerId, orders.sellerId), eq(stores.id, orders.storeId)))
    .leftJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
    .leftJoin(codes, eq(codes.codesOrderId, orders.id))
    .orderBy(...newestFirst);
}

type OrderRow = Awaited<ReturnType<typeof orderRowsQuery>>[number];

type PendingCancelJson = Omit<NonNullable<OrderListItem['courierCancel']>, 'requestedAt'> & {
  requestedAt: string;
};
const pendingCancel = (c: PendingCancelJson | null): OrderListItem['courierCancel'] =>
  c && { ...c, requestedAt: new Date(c.requestedAt).toISOString() };

const listItemOfPageRow = ({ order, ...row }: OrderRow): OrderListItem =>
  toListItem(order, {
    codes: json<string[] | null>(row.codes) ?? [],
    customer: { id: order.customerId, name: row.customerName, phone: row.customerPhone },
    storeName: row.storeName,
    courierName: row.courierName,
    items: json<{ name: string; qty: number }[]>(row.items),
    parcel: {
      consignmentId: row.consignmentId,
      courierCancel: pendingCancel(json<PendingCancelJson | null>(row.courierCancel)),
    },
  });

/** One page of orders (offset, limit) in the list's order, as the API sends them. */
export async function orderRows(
  db: Db,
  sellerId: string,
  filters: OrderFilters,
  offset: number,
  limit: number,
): Promise<OrderListItem[]> {
  const rows = isPlainList(filters)
    ? await preparedOnce(db, `order_rows_${filters.status}`, () =>
        orderRowsQuery(
          db,
          placeholders.sellerId,
          { status: filters.status },
          placeholders.offset,
          placeholders.limit,
        ).prepare(`order_rows_${filters.status}`),
      ).execute({ sellerId, offset, limit })
    : await orderRowsQuery(db, sellerId, filters, offset, limit);
  return rows.map(listItemOfPageRow);
}

const sum = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

function countQuery(db: Db, sellerId: Param, filters: OrderFilters) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(orderConditions(sellerId, filters));
}

/** How many orders match. */
async function countOf(db: Db, sellerId: string, filters: OrderFilters): Promise<number> {
  const [row] = isPlainList(filters)
    ? await preparedOnce(db, `order_count_${filters.status}`, () =>
        countQuery(db, placeholders.sellerId, { status: filters.status }).prepare(
          `order_count_${filters.status}`,
        ),
      ).execute({ sellerId })
    : await countQuery(db, sellerId, filters);
  return row?.count ?? 0;
}

function readySummaryQuery(db: Db, sellerId: Param, filters: OrderFilters) {
  return db
    .select({
      parcels: sql<number>`count(*)`.mapWith(Number),
      sales: sum(sql`${orders.net}`),
      deliveryCharge: sum(sql`${orders.deliveryCharge}`),
      cod: sum(sql`${orders.payable}`),
      advance: sum(sql`${orders.advance}`),
    })
    .from(orders)
    .where(orderConditions(sellerId, filters));
}

/** The ready page's figures over every matching order (not just one page); `parcels` is their count. */
async function readySummary(db: Db, sellerId: string, filters: OrderFilters): Promise<ReadySummary> {
  const [row] = isPlainList(filters)
    ? await preparedOnce(db, 'order_ready_summary', () =>
        readySummaryQuery(db, placeholders.sellerId, { status: 'ready' }).prepare('order_ready_summary'),
      ).execute({ sellerId })
    : await readySummaryQuery(db, sellerId, filters);
  return row ?? { parcels: 0, sales: 0, deliveryCharge: 0, cod: 0, advance: 0 };
}

/** `GET /api/orders`: one page of a list; the ready list also gets its summary figures. */
export async function listOrders(db: Db, sellerId: string, query: OrderListQuery): Promise<OrderPage> {
  const rows = orderRows(db, sellerId, query, offsetOf(query), query.limit);
  if (query.status === 'ready') {
    const [items, summary] = await Promise.all([rows, readySummary(db, sellerId, query)]);
    return { ...paged(items, summary.parcels, query), summary };
  }
  // Other lists need only the count: it can be read from the index alone, the sums cannot.
  const [items, total] = await Promise.all([rows, countOf(db, sellerId, query)]);
  return paged(items, total, query);
}

export type OrderCounts = Record<'all' | Exclude<OrderFilters['status'], 'all'>, number>;

/**
 * How many orders each list would show (`ready` = ready and not sent, as the list), in one query over
 * the seller's orders that `filters` (apart from status) selects.
 */
export async function orderCounts(
  db: Db,
  sellerId: string,
  filters: Omit<OrderFilters, 'status'> = {},
): Promise<OrderCounts> {
  const countOf = (status: OrderFilters['status']) =>
    sql<number>`count(*) filter (where ${orderConditions(sellerId, { ...filters, status })})`.mapWith(Number);
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      processing: countOf('processing'),
      ready: countOf('ready'),
      completed: countOf('completed'),
      returned: countOf('returned'),
      cancelled: countOf('cancelled'),
    })
    .from(orders)
    .where(orderConditions(sellerId, { ...filters, status: 'all' }));
  return row ?? { all: 0, processing: 0, ready: 0, completed: 0, returned: 0, cancelled: 0 };
}

/**
 * How many of the orders `filters` selects go to each courier, most first (orders with no courier as
 * `name: null`): what a bulk send asks the user to confirm.
 */
export async function courierCounts(
  db: Db,
  sellerId: string,
  filters: OrderFilters,
): Promise<OrderCourierCounts> {
  const rows = await db
    .select({
      courierId: orders.courierId,
      name: couriers.name,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
    .where(orderConditions(sellerId, filters))
    .groupBy(orders.courierId, couriers.name)
    .orderBy(desc(sql`count(*)`), asc(couriers.name));
  return { total: rows.reduce((sum, row) => sum + row.count, 0), couriers: rows };
}
