import type { OrderDetail, OrderEvent, OrderListItem } from '@chalan/core/orders/replies';
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couriers,
  customers,
  orderCodes,
  orderEvents,
  orderLines,
  orders,
  parcels,
  products,
  stores,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * Orders as the API sends them (core/orders/dto.ts), loaded with a fixed handful of queries whatever
 * the number of orders or lines: the rows, their codes, lines, active parcels (and for a detail, events).
 */

type OrderRow = Awaited<ReturnType<typeof orderRows>>[number];

function orderRows(db: Db, sellerId: string, ids: string[]) {
  return db
    .select({
      order: getTableColumns(orders),
      customer: { id: customers.id, name: customers.name, phone: customers.phone },
      storeName: stores.name,
      courierName: couriers.name,
      courierProvider: couriers.provider,
      createdByName: users.name,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.sellerId, orders.sellerId), eq(customers.id, orders.customerId)))
    .innerJoin(stores, and(eq(stores.sellerId, orders.sellerId), eq(stores.id, orders.storeId)))
    .leftJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
    .leftJoin(users, and(eq(users.sellerId, orders.sellerId), eq(users.id, orders.createdById)))
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.id, ids), isNull(orders.deletedAt)));
}

function lineRows(db: Db, sellerId: string, ids: string[]) {
  return db
    .select({
      line: getTableColumns(orderLines),
      availableQty: products.availableQty,
      weightGrams: products.weightGrams,
    })
    .from(orderLines)
    .innerJoin(
      products,
      and(eq(products.sellerId, orderLines.sellerId), eq(products.id, orderLines.productId)),
    )
    .where(and(eq(orderLines.sellerId, sellerId), inArray(orderLines.orderId, ids)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

function codeRows(db: Db, sellerId: string, ids: string[]) {
  return db
    .select({ orderId: orderCodes.orderId, code: orderCodes.code })
    .from(orderCodes)
    .where(and(eq(orderCodes.sellerId, sellerId), inArray(orderCodes.orderId, ids)))
    .orderBy(asc(orderCodes.createdAt), asc(orderCodes.code));
}

/** The orders' active parcels, and any whose cancel the courier has not confirmed yet. */
function parcelRows(db: Db, sellerId: string, ids: string[]) {
  return db
    .select({
      orderId: parcels.orderId,
      active: parcels.active,
      consignmentId: parcels.consignmentId,
      trackingCode: parcels.trackingCode,
      invoice: parcels.invoice,
      cancelState: parcels.cancelState,
      cancelRequestedAt: parcels.cancelRequestedAt,
      courier: couriers.name,
    })
    .from(parcels)
    .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
    .where(
      and(
        eq(parcels.sellerId, sellerId),
        inArray(parcels.orderId, ids),
        or(eq(parcels.active, true), isNotNull(parcels.cancelState)),
      ),
    );
}
type ParcelSummary = Awaited<ReturnType<typeof parcelRows>>[number];

/** The order's parcel id on the road, and a cancel at a courier still pending. */
function parcelFields(rows: ParcelSummary[]): Pick<OrderListItem, 'consignmentId' | 'courierCancel'> {
  const active = rows.find((p) => p.active);
  const pending = rows.find((p) => p.cancelState !== null);
  return {
    consignmentId: active?.consignmentId ?? null,
    courierCancel:
      pending?.cancelState && pending.cancelRequestedAt
        ? {
            state: pending.cancelState,
            courier: pending.courier,
            parcel: pending.consignmentId ?? pending.trackingCode ?? pending.invoice,
            requestedAt: pending.cancelRequestedAt.toISOString(),
          }
        : null,
  };
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** What an order's list item takes from other tables than `orders`. */
export interface ListItemParts {
  codes: string[];
  customer: OrderListItem['customer'];
  storeName: string;
  courierName: string | null;
  items: OrderListItem['items'];
  parcel: Pick<OrderListItem, 'consignmentId' | 'courierCancel'>;
}

/** An order as the lists show it: the one mapping for a page of the list and for orders loaded by id. */
type ListedOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'code'
  | 'status'
  | 'courierStatus'
  | 'createdAt'
  | 'salesDate'
  | 'refNo'
  | 'paymentType'
  | 'name'
  | 'phone'
  | 'address'
  | 'district'
  | 'thana'
  | 'storeId'
  | 'courierId'
  | 'gross'
  | 'lineDiscounts'
  | 'discountOnAll'
  | 'net'
  | 'deliveryCharge'
  | 'bill'
  | 'advance'
  | 'payable'
  | 'note'
  | 'customerAnswer'
  | 'customerAskedAt'
>;

export function toListItem(o: ListedOrder, parts: ListItemParts): OrderListItem {
  return {
    id: o.id,
    code: o.code,
    previousCodes: parts.codes.filter((c) => c !== o.code),
    status: o.status,
    courierStatus: o.courierStatus,
    createdAt: o.createdAt.toISOString(),
    salesDate: o.salesDate,
    refNo: o.refNo,
    paymentType: o.paymentType,
    customer: parts.customer,
    name: o.name,
    phone: o.phone,
    address: o.address,
    district: o.district,
    thana: o.thana,
    store: { id: o.storeId, name: parts.storeName },
    courier: o.courierId && parts.courierName !== null ? { id: o.courierId, name: parts.courierName } : null,
    ...parts.parcel,
    items: parts.items,
    gross: o.gross,
    lineDiscounts: o.lineDiscounts,
    discountOnAll: o.discountOnAll,
    net: o.net,
    deliveryCharge: o.deliveryCharge,
    bill: o.bill,
    advance: o.advance,
    payable: o.payable,
    note: o.note,
    customerAnswer: o.customerAnswer,
    customerAskedAt: o.customerAskedAt?.toISOString() ?? null,
  };
}

/** A loaded row and its related rows as a list item. */
const listItemOf = (
  row: OrderRow,
  codes: string[],
  lines: { name: string; qty: number }[],
  parcel: ListItemParts['parcel'],
) =>
  toListItem(row.order, {
    codes,
    customer: row.customer,
    storeName: row.storeName,
    courierName: row.courierName,
    items: lines.map((l) => ({ name: l.name, qty: l.qty })),
    parcel,
  });

/** The seller's orders with these ids (deleted ones left out), in the order of `ids`. */
export async function loadOrderListItems(db: Db, sellerId: string, ids: string[]): Promise<OrderListItem[]> {
  if (ids.length === 0) return [];
  const [rows, lines, codes, active] = await Promise.all([
    orderRows(db, sellerId, ids),
    lineRows(db, sellerId, ids),
    codeRows(db, sellerId, ids),
    parcelRows(db, sellerId, ids),
  ]);
  const linesOf = groupBy(lines, (l) => l.line.orderId);
  const codesOf = groupBy(codes, (c) => c.orderId);
  const parcelsOf = groupBy(active, (p) => p.orderId);
  const byId = new Map(
    rows.map((row) => [
      row.order.id,
      listItemOf(
        row,
        (codesOf.get(row.order.id) ?? []).map((c) => c.code),
        (linesOf.get(row.order.id) ?? []).map((l) => l.line),
        parcelFields(parcelsOf.get(row.order.id) ?? []),
      ),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One order with its lines (each product's available quantity now), its timeline (oldest first, with
 * the user's name; a deleted user keeps theirs) and its earlier ids. Another seller's or a deleted
 * order is not found.
 */
export async function loadOrderDetail(db: Db, sellerId: string, id: string): Promise<OrderDetail> {
  const ids = [id];
  const [[row], lines, codes, orderParcels, events] = await Promise.all([
    orderRows(db, sellerId, ids),
    lineRows(db, sellerId, ids),
    codeRows(db, sellerId, ids),
    parcelRows(db, sellerId, ids),
    db
      .select({ event: getTableColumns(orderEvents), userName: users.name })
      .from(orderEvents)
      .leftJoin(users, and(eq(users.sellerId, orderEvents.sellerId), eq(users.id, orderEvents.userId)))
      .where(and(eq(orderEvents.sellerId, sellerId), eq(orderEvents.orderId, id)))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  if (!row) throw notFound();
  const o = row.order;
  return {
    ...listItemOf(
      row,
      codes.map((c) => c.code),
      lines.map((l) => l.line),
      parcelFields(orderParcels),
    ),
    lines: lines.map(({ line, availableQty, weightGrams }) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      salePrice: line.salePrice,
      liftPrice: line.liftPrice,
      qty: line.qty,
      discount: line.discount,
      availableQty,
      weightGrams,
    })),
    discount:
      o.discountOnAllType === 'fixed'
        ? { type: 'fixed', value: o.discountOnAllValue }
        : { type: 'percentage', value: o.discountOnAllValue },
    createdBy:
      o.createdById && row.createdByName !== null ? { id: o.createdById, name: row.createdByName } : null,
    weightGrams: o.weightGrams,
    deliveryType: o.deliveryType,
    itemType: o.itemType,
    courierProvider: row.courierProvider,
    events: events.map(
      ({ event: e, userName }): OrderEvent => ({
        id: e.id,
        kind: e.kind as OrderEvent['kind'],
        fromStatus: e.fromStatus as OrderEvent['fromStatus'],
        toStatus: e.toStatus as OrderEvent['toStatus'],
        changes: e.changes ?? null,
        user: e.userId && userName !== null ? { id: e.userId, name: userName } : null,
        createdAt: e.createdAt.toISOString(),
      }),
    ),
  };
}

// Merchants and invoices name the order shapes from here (core holds them: decision 0005).
export { orderDetailSchema, orderListItemSchema } from '@chalan/core/orders/replies';
