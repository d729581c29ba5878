import { formatTaka, type OrderFilters, type OrderListItem } from '@chalan/core';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { csvResponse, inBatches } from '../../lib/csv-response.ts';
import { orderRows } from './orders-read.service.ts';

/** Taka for a spreadsheet: no symbol, no grouping. */
const takaCell = (poisha: number) => formatTaka(poisha, '').replaceAll(',', '');

const EXPORT_HEADER = [
  'Order ID',
  'Date',
  'Status',
  'Customer',
  'Phone',
  'Address',
  'Thana',
  'District',
  'Products',
  'Sales (Tk)',
  'Discount (Tk)',
  'Delivery charge (Tk)',
  'Bill (Tk)',
  'Advance (Tk)',
  'COD (Tk)',
  'Courier',
  'Consignment ID',
  'Note',
];

/** The words the screens use for each status (completed orders are delivered). */
const STATUS_WORDS: Record<OrderListItem['status'], string> = {
  processing: 'Processing',
  ready: 'Ready',
  completed: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** Sales is what lists show (net); Discount is what was taken off to get there (lines and on all). */
const exportRow = (o: OrderListItem) => [
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
  o.courier?.name ?? '',
  o.consignmentId ?? '',
  o.note ?? '',
];

/**
 * The seller's orders matching `filters` as a streamed CSV (exported_data.csv). The seller's own export
 * and the master's export of a merchant's orders both answer with this.
 */
export function orderExportResponse(c: Context, db: Db, sellerId: string, filters: OrderFilters): Response {
  const rows = inBatches((offset, limit) => orderRows(db, sellerId, filters, offset, limit), exportRow, 500);
  return csvResponse(c, EXPORT_HEADER, rows);
}
