import {
  type ExportColumnLanguage,
  exportHeader,
  ORDER_EXPORT_COLUMNS,
  type OrderFilters,
  type OrderListItem,
  takaCell,
} from '@chalan/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { couriers, orderLines, orders, parcels } from '../../db/schema/index.ts';
import { csvResponse, inKeysetBatches } from '../../lib/csv-response.ts';
import { orderConditions } from './orders-read.service.ts';

/** The words the screens use for each status (completed orders are delivered). */
const STATUS_WORDS: Record<OrderListItem['status'], string> = {
  processing: 'Processing',
  ready: 'Ready',
  completed: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** One order as the export writes it. */
type ExportOrder = Awaited<ReturnType<typeof batchRows>>[number] & {
  items: { name: string; qty: number }[];
  consignmentId: string | null;
};

/** Sales is what lists show (net); Discount is what was taken off to get there (lines and on all). */
const exportRow = (o: ExportOrder) => [
  o.code,
  o.salesDate,
  STATUS_WORDS[o.status],
  o.name,
  o.phone,
  o.address,
  o.thana,
  o.district,
  o.items.map((i) => `${i.name} × ${i.qty}`).join(', '),
  takaCell(o.net),
  takaCell(o.lineDiscounts + o.discountOnAll),
  takaCell(o.deliveryCharge),
  takaCell(o.bill),
  takaCell(o.advance),
  takaCell(o.payable),
  o.courierName ?? '',
  o.consignmentId ?? '',
  o.note ?? '',
];

/** Where a batch of the export ends: the last order's created_at (as text, to the microsecond) and id. */
interface OrderKey {
  createdAt: string;
  id: string;
}

/** A batch's orders after `after`, newest first, by keyset on the list index (seller, created_at, id). */
function batchRows(db: Db, sellerId: string, filters: OrderFilters, after: OrderKey | null, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      code: orders.code,
      salesDate: orders.salesDate,
      status: orders.status,
      name: orders.name,
      phone: orders.phone,
      address: orders.address,
      thana: orders.thana,
      district: orders.district,
      net: orders.net,
      lineDiscounts: orders.lineDiscounts,
      discountOnAll: orders.discountOnAll,
      deliveryCharge: orders.deliveryCharge,
      bill: orders.bill,
      advance: orders.advance,
      payable: orders.payable,
      note: orders.note,
      courierName: couriers.name,
    })
    .from(orders)
    .leftJoin(couriers, and(eq(couriers.sellerId, orders.sellerId), eq(couriers.id, orders.courierId)))
    .where(
      and(
        orderConditions(sellerId, filters),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * One batch of the export: the orders, then their lines and their current consignment ids in one
 * query each (not one per order), so a batch of 1,000 costs three statements.
 */
async function exportBatch(
  db: Db,
  sellerId: string,
  filters: OrderFilters,
  after: OrderKey | null,
  limit: number,
): Promise<{ items: ExportOrder[]; next: OrderKey | null }> {
  const rows = await batchRows(db, sellerId, filters, after, limit);
  if (rows.length === 0) return { items: [], next: null };
  const ids = rows.map((r) => r.id);
  const [lines, sent] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, name: orderLines.name, qty: orderLines.qty })
      .from(orderLines)
      .where(and(eq(orderLines.sellerId, sellerId), inArray(orderLines.orderId, ids)))
      .orderBy(asc(orderLines.position)),
    db
      .select({ orderId: parcels.orderId, consignmentId: parcels.consignmentId })
      .from(parcels)
      .where(and(eq(parcels.sellerId, sellerId), inArray(parcels.orderId, ids), eq(parcels.active, true)))
      .orderBy(asc(parcels.createdAt)),
  ]);
  const items = new Map<string, { name: string; qty: number }[]>();
  for (const { orderId, ...line } of lines) items.set(orderId, [...(items.get(orderId) ?? []), line]);
  // The newest active parcel's id wins, as on the lists.
  const consignment = new Map(sent.map((p) => [p.orderId, p.consignmentId]));
  const end = rows.at(-1)!;
  return {
    items: rows.map((r) => ({
      ...r,
      items: items.get(r.id) ?? [],
      consignmentId: consignment.get(r.id) ?? null,
    })),
    next: { createdAt: end.createdAtKey, id: end.id },
  };
}

/**
 * The seller's orders matching `filters` (a list with its search and filters, or `ids`) as a streamed
 * CSV (exported_data.csv), in keyset batches of 1,000, headed in `columns`' language. The seller's own
 * export and the master's export of a merchant's orders both answer with this.
 */
export function orderExportResponse(
  c: Context,
  db: Db,
  sellerId: string,
  { columns, ...filters }: OrderFilters & { columns: ExportColumnLanguage },
): Response {
  const rows = inKeysetBatches<ExportOrder, OrderKey>(
    (after, limit) => exportBatch(db, sellerId, filters, after, limit),
    exportRow,
    1000,
  );
  return csvResponse(c, exportHeader(ORDER_EXPORT_COLUMNS, columns), rows);
}
