import { dhakaDate, type ExportColumnLanguage } from '@chalan/core';
import {
  checkImport,
  GUIDE_FILE_NAME,
  guideRows,
  type ImportCatalogue,
  type ImportCheck,
  type ImportOrder,
  isFileProblem,
  SAMPLE_FILE_NAME,
  sampleRows,
} from '@chalan/core/order-import/index';
import type { OrderImportPreview } from '@chalan/core/order-import/replies';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { couriers, products, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { cryptoRandom, type Random } from '../orders/order-codes.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { orderCourierColumns } from '../orders/orders-write-checks.ts';
import { orderProductColumns } from '../products/products-search.service.ts';
import { fileError } from './order-import-file.ts';
import { StockMoved, type WrittenOrder, writeImportedOrders } from './order-import-write.ts';

/** How many of the orders to write the preview shows (the counts and sums cover them all). */
export const PREVIEW_ORDERS = 100;
const ATTEMPTS = 3;

/** What the import checks rows against: products on sale, stores, couriers, and today in Dhaka. */
export async function loadCatalogue(
  db: Pick<Db, 'select'>,
  sellerId: string,
  now = new Date(),
): Promise<ImportCatalogue> {
  // One after another: inside the import's transaction they share one connection, which takes one
  // query at a time (pg deprecates queueing them).
  const productRows = await db
    .select(orderProductColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.archivedAt)));
  // Start Order's store choice: active ones first, then in the order they were made.
  const storeRows = await db
    .select({ id: stores.id, name: stores.name, status: stores.status })
    .from(stores)
    .where(eq(stores.sellerId, sellerId))
    .orderBy(desc(stores.status), asc(stores.createdAt), asc(stores.id));
  // The couriers list's order (by name).
  const courierRows = await db
    .select(orderCourierColumns)
    .from(couriers)
    .where(eq(couriers.sellerId, sellerId))
    .orderBy(asc(sql`lower(${couriers.name})`), asc(couriers.createdAt));
  return { products: productRows, stores: storeRows, couriers: courierRows, today: dhakaDate(now) };
}

function checked(records: string[][], catalogue: ImportCatalogue): ImportCheck {
  const result = checkImport(records, catalogue);
  if (isFileProblem(result)) throw fileError(result.key, result.params);
  return result;
}

const productsText = (order: ImportOrder) => order.lines.map((l) => `${l.name} × ${l.qty}`).join(', ');

/** The check as the preview and the import answer it: counts, sums, the first orders, every error. */
export function checkReply(check: ImportCheck): OrderImportPreview {
  return {
    rows: check.rowCount,
    valid: check.orders.length,
    invalid: check.rejected.length,
    header: check.header,
    ignoredColumns: check.ignored,
    totals: {
      bill: check.orders.reduce((sum, o) => sum + o.totals.bill, 0),
      payable: check.orders.reduce((sum, o) => sum + o.totals.payable, 0),
    },
    orders: check.orders.slice(0, PREVIEW_ORDERS).map((o) => ({
      row: o.row,
      name: o.name,
      phone: o.phone,
      district: o.district,
      thana: o.thana,
      products: productsText(o),
      courier: o.courierName,
      salesDate: o.salesDate,
      refNo: o.refNo,
      bill: o.totals.bill,
      payable: o.totals.payable,
    })),
    errors: check.errors.map(({ row, column, key, params, message }) => ({
      row,
      column,
      key,
      params,
      message,
    })),
    rejected: check.rejected,
  };
}

/** Upload → preview: every row checked against the catalogue as it is now; nothing is written. */
export async function previewImport(
  db: Db,
  sellerId: string,
  records: string[][],
): Promise<OrderImportPreview> {
  return checkReply(checked(records, await loadCatalogue(db, sellerId)));
}

export interface ImportResult {
  check: ImportCheck;
  orders: WrittenOrder[];
  customersAdded: number;
}

/**
 * Imports the valid rows in one transaction, checked again inside it (the stock may have changed since
 * the preview). A concurrent order that takes stock, or a clash of ids, rolls everything back and the
 * file is checked and written again; the invalid rows are left out.
 */
export async function importOrders(
  db: Db,
  writer: OrderWriter,
  records: string[][],
  random: Random = cryptoRandom,
): Promise<ImportResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const check = checked(records, await loadCatalogue(tx, writer.sellerId));
        const written = await writeImportedOrders(tx, writer, check.orders, random);
        return { check, ...written };
      });
    } catch (error) {
      const retry = error instanceof StockMoved || isUniqueViolation(error);
      if (!retry) throw error;
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT', 'importBusy');
    }
  }
}

/** Imports at least this large refresh PGlite's planner statistics at once (see below). */
const ANALYZE_AFTER = 1_000;

/**
 * PGlite has no autovacuum (jobs/pglite-maintenance.ts analyzes every six hours): after thousands of
 * new orders and customers its plans for the lists would be made for the tables as they were, so a
 * large import analyzes the tables it wrote. PostgreSQL's autovacuum does this on its own.
 */
export async function refreshStatistics(database: Database, imported: number) {
  if (database.kind !== 'pglite' || imported < ANALYZE_AFTER) return;
  await database.db.execute(
    sql`analyze customers, orders, order_codes, order_lines, stock_movements, order_events, products`,
  );
}

/**
 * The Sample CSV: the seller's own products, first store and first active courier where it has them;
 * the example customers in `language`.
 */
export async function sampleCsvRows(db: Db, sellerId: string, language: ExportColumnLanguage = 'en') {
  const catalogue = await loadCatalogue(db, sellerId);
  const inStock = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.archivedAt), gt(products.availableQty, 0)))
    .orderBy(desc(products.availableQty), asc(products.name))
    .limit(3);
  const names =
    inStock.length > 0 ? inStock.map((p) => p.name) : catalogue.products.slice(0, 3).map((p) => p.name);
  return {
    fileName: SAMPLE_FILE_NAME,
    rows: sampleRows({
      products: names,
      store: catalogue.stores[0]?.name ?? null,
      courier: catalogue.couriers.find((c) => c.status)?.name ?? null,
      today: catalogue.today,
      language,
    }),
  };
}

export const guideCsv = () => ({ fileName: GUIDE_FILE_NAME, rows: guideRows() });
