import { type ListQuery, offsetOf, paged, phoneSearchDigits, returnRate } from '@chalan/core';
import { and, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/list.ts';
import { isPurchaseSql } from '../orders/order-status-sql.ts';
import { orderCounts } from '../orders/orders-read.service.ts';

/**
 * Customer figures are derived from the seller's orders every time (DESIGN.md: never stored counters).
 * A deleted order counts for nothing; a cancelled or returned one is not a purchase, but it is still the
 * customer's latest order.
 */
/** Σ net of the orders that are a purchase, in poisha (a bigint, read as a string). */
const purchaseTotal = sql<string>`coalesce(sum(${orders.net}) filter (where ${isPurchaseSql}), 0)::bigint`;

const figureColumns = {
  lastAtMs: sql<string>`floor(extract(epoch from max(${orders.createdAt})) * 1000)::bigint`.as('last_at_ms'),
  total: purchaseTotal.as('total_purchase'),
  orderCount: sql<string>`count(*)`.as('order_count'),
};

/**
 * One row per customer who has orders: the last order's time, the purchase total and the order count.
 * Times come as epoch milliseconds, cut (not rounded) like a JS Date of the same column is. For a whole
 * list page sorted by last purchase.
 */
function figuresByCustomer(db: Pick<Db, 'select'>, sellerId: string) {
  return db
    .select({ customerId: orders.customerId, ...figureColumns })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), isNull(orders.deletedAt)))
    .groupBy(orders.customerId)
    .as('figures');
}

/**
 * The same figures for each customer row on its own (a lateral join on that customer's orders, by index):
 * for a handful of rows, such as a search, this reads their orders only, not the seller's whole history.
 */
function figuresOfEachCustomer(db: Pick<Db, 'select'>) {
  return db
    .select(figureColumns)
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, customers.sellerId),
        eq(orders.customerId, customers.id),
        isNull(orders.deletedAt),
      ),
    )
    .as('figures');
}

export interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  address: string;
  district: string | null;
  thana: string | null;
  imagePath: string | null;
  link: string | null;
  createdAt: Date;
  /** The latest non-deleted order (any status); null without orders. */
  lastPurchaseAt: Date | null;
  /** Poisha: Σ net of the orders that are not cancelled or returned. */
  totalPurchase: number;
  orderCount: number;
}

const live = (sellerId: string) => and(eq(customers.sellerId, sellerId), isNull(customers.deletedAt))!;

/** Digits look up the phone, anything else the name (spec part 1 §5); `%` and `_` are plain characters. */
function matching(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const digits = phoneSearchDigits(text);
  return digits
    ? ilike(customers.phone, containsPattern(digits))
    : ilike(customers.name, containsPattern(text));
}

const rowColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  address: customers.address,
  district: customers.district,
  thana: customers.thana,
  imagePath: customers.imagePath,
  link: customers.link,
  createdAt: customers.createdAt,
};

/** Customers with their figures; `few` when only a handful of rows can match (search, one customer). */
function selectRows(db: Pick<Db, 'select'>, sellerId: string, few = false) {
  const figures = few ? figuresOfEachCustomer(db) : figuresByCustomer(db, sellerId);
  const columns = {
    ...rowColumns,
    lastAtMs: figures.lastAtMs,
    total: figures.total,
    orderCount: figures.orderCount,
  };
  const query = few
    ? db.select(columns).from(customers).leftJoinLateral(figures, sql`true`)
    : db
        .select(columns)
        .from(customers)
        .leftJoin(figures, eq((figures as ReturnType<typeof figuresByCustomer>).customerId, customers.id));
  // Newest purchase first; customers without orders after them, newest created first.
  const order = [sql`${figures.lastAtMs} desc nulls last`, desc(customers.createdAt), desc(customers.id)];
  return { query, order };
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['query']['execute']>>[number];

function toRow({ lastAtMs, total, orderCount, ...customer }: RawRow): CustomerRow {
  return {
    ...customer,
    lastPurchaseAt: lastAtMs === null ? null : new Date(Number(lastAtMs)),
    totalPurchase: Number(total ?? 0),
    orderCount: Number(orderCount ?? 0),
  };
}

export async function listCustomers(db: Db, sellerId: string, query: ListQuery) {
  const where = and(live(sellerId), matching(query.search));
  const { query: rows, order } = selectRows(db, sellerId);
  const [items, [count]] = await Promise.all([
    rows
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(customers)
      .where(where),
  ]);
  return paged(items.map(toRow), count?.total ?? 0, query);
}

/** At most 5 (spec part 1 §9); for a phone, the exact number comes first. */
export async function searchCustomers(db: Db, sellerId: string, q: string): Promise<CustomerRow[]> {
  const digits = phoneSearchDigits(q);
  const { query, order } = selectRows(db, sellerId, true);
  const exactFirst = digits ? [sql`(${customers.phone} = ${digits}) desc`] : [];
  const rows = await query
    .where(and(live(sellerId), matching(q)))
    .orderBy(...exactFirst, ...order)
    .limit(5);
  return rows.map(toRow);
}

export async function getCustomer(
  db: Pick<Db, 'select'>,
  sellerId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  const { query } = selectRows(db, sellerId, true);
  const [row] = await query.where(and(live(sellerId), eq(customers.id, id)));
  return row && toRow(row);
}

/** Where a batch of the export ends, in the list's order: last purchase (ms), created_at (as text), id. */
export interface CustomerExportKey {
  lastAtMs: string | null;
  createdAt: string;
  id: string;
}

/**
 * One batch of the export after `after`, in the list's order (latest purchase first, customers without
 * orders last), by keyset, so a deep batch costs what the first does. `search` narrows it as it narrows
 * the list.
 */
export async function exportPage(
  db: Db,
  sellerId: string,
  after: CustomerExportKey | null,
  limit: number,
  search?: string,
) {
  const figures = figuresByCustomer(db, sellerId);
  const last = sql`${figures.lastAtMs}`;
  const tie =
    after &&
    sql`(${customers.createdAt}, ${customers.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  const rows = await db
    .select({
      ...rowColumns,
      lastAtMs: figures.lastAtMs,
      total: figures.total,
      orderCount: figures.orderCount,
      createdAtKey: sql<string>`${customers.createdAt}::text`,
    })
    .from(customers)
    .leftJoin(figures, eq(figures.customerId, customers.id))
    .where(
      and(
        live(sellerId),
        matching(search),
        !after
          ? undefined
          : after.lastAtMs === null
            ? sql`(${last} is null and ${tie})`
            : sql`(${last} < ${after.lastAtMs}::bigint or (${last} = ${after.lastAtMs}::bigint and ${tie}) or ${last} is null)`,
      ),
    )
    .orderBy(sql`${last} desc nulls last`, desc(customers.createdAt), desc(customers.id))
    .limit(limit);
  const end = rows.at(-1);
  return {
    items: rows.map(({ createdAtKey: _, ...row }) => toRow(row)),
    next: end
      ? {
          lastAtMs: end.lastAtMs === null ? null : String(end.lastAtMs),
          createdAt: end.createdAtKey,
          id: end.id,
        }
      : null,
  };
}

export interface CustomerFigures {
  /** Poisha. */
  totalPurchase: number;
  lastPurchaseAt: Date | null;
  counts: {
    all: number;
    processing: number;
    ready: number;
    completed: number;
    returned: number;
    cancelled: number;
  };
  /** Completed (delivered) orders. */
  delivered: number;
  returned: number;
  /** returned / (delivered + returned), 0..1; null while no order is finished either way. */
  returnRate: number | null;
}

/**
 * The profile's figures from the customer's non-deleted orders: the tab counts exactly as the order
 * lists count them (ready = ready and not sent), and the purchase total and date.
 */
export async function customerFigures(
  db: Db,
  sellerId: string,
  customerId: string,
): Promise<CustomerFigures> {
  const [counts, [row]] = await Promise.all([
    orderCounts(db, sellerId, { customerId }),
    db
      .select({
        total: purchaseTotal,
        lastAtMs: sql<string | null>`floor(extract(epoch from max(${orders.createdAt})) * 1000)::bigint`,
      })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.customerId, customerId), isNull(orders.deletedAt))),
  ]);
  return {
    totalPurchase: Number(row?.total ?? 0),
    lastPurchaseAt: row?.lastAtMs == null ? null : new Date(Number(row.lastAtMs)),
    counts,
    delivered: counts.completed,
    returned: counts.returned,
    returnRate: returnRate({ delivered: counts.completed, returned: counts.returned }),
  };
}
