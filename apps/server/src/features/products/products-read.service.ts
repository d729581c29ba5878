import { dhakaMonthRange, type InstantRange, type ListQuery, offsetOf, paged } from '@chalan/core';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stockMovements, stores, suppliers } from '../../db/schema/index.ts';

/** A product as lists, replies and the export show it: with its store's and supplier's names. */
const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  brand: products.brand,
  country: products.country,
  imagePath: products.imagePath,
  storeId: products.storeId,
  storeName: stores.name,
  supplierId: products.supplierId,
  supplierName: suppliers.name,
  liftPrice: products.liftPrice,
  salePrice: products.salePrice,
  qty: products.qty,
  availableQty: products.availableQty,
  weightGrams: products.weightGrams,
  createdAt: products.createdAt,
};

function fromProducts(db: Pick<Db, 'select'>) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(stores, and(eq(stores.sellerId, products.sellerId), eq(stores.id, products.storeId)))
    .leftJoin(
      suppliers,
      and(eq(suppliers.sellerId, products.sellerId), eq(suppliers.id, products.supplierId)),
    );
}

/** The seller's products still on sale (archived ones are gone from lists, search and exports). */
function listed(sellerId: string, search?: string): SQL {
  const conditions = [eq(products.sellerId, sellerId), isNull(products.archivedAt)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(suppliers.name, pattern))!,
    );
  }
  return and(...conditions)!;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

export async function getProduct(db: Pick<Db, 'select'>, sellerId: string, id: string) {
  const [row] = await fromProducts(db).where(and(listed(sellerId), eq(products.id, id)));
  return row;
}

/** Newest first; the search matches the name, brand or supplier, ignoring case. */
export async function listProducts(db: Db, sellerId: string, query: ListQuery) {
  const where = listed(sellerId, query.search || undefined);
  const [items, [count]] = await Promise.all([
    fromProducts(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .leftJoin(
        suppliers,
        and(eq(suppliers.sellerId, products.sellerId), eq(suppliers.id, products.supplierId)),
      )
      .where(where),
  ]);
  return paged(items, count?.total ?? 0, query);
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

/** Where a batch of the export ends: the last product's created_at (as text, to the microsecond) and id. */
export interface ProductExportKey {
  createdAt: string;
  id: string;
}

/**
 * One batch of the export after `after`, in the list's order (newest first), by keyset. `search` narrows
 * it as it narrows the list.
 */
export async function exportPage(
  db: Db,
  sellerId: string,
  after: ProductExportKey | null,
  limit: number,
  search?: string,
) {
  const rows = await db
    .select({ ...productColumns, createdAtKey: sql<string>`${products.createdAt}::text` })
    .from(products)
    .innerJoin(stores, and(eq(stores.sellerId, products.sellerId), eq(stores.id, products.storeId)))
    .leftJoin(
      suppliers,
      and(eq(suppliers.sellerId, products.sellerId), eq(suppliers.id, products.supplierId)),
    )
    .where(
      and(
        listed(sellerId, search || undefined),
        after
          ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  const end = rows.at(-1);
  return {
    items: rows.map(({ createdAtKey: _, ...row }) => row),
    next: end ? { createdAt: end.createdAtKey, id: end.id } : null,
  };
}

export interface StockFigures {
  /** Distinct suppliers. */
  categories: number;
  items: number;
  /** Poisha. */
  value: number;
}

const STOCK_IN_KINDS = ['initial', 'stock_in'] as const;

function stockInFigures(range: InstantRange) {
  const inRange = sql`${stockMovements.createdAt} >= ${range.start.toISOString()}::timestamptz
    and ${stockMovements.createdAt} < ${range.end.toISOString()}::timestamptz`;
  return {
    categories: sql<number>`count(distinct ${products.supplierId}) filter (where ${inRange})`.mapWith(Number),
    items: sql<number>`coalesce(sum(${stockMovements.qtyChange}) filter (where ${inRange}), 0)`.mapWith(
      Number,
    ),
    value: sql<number>`coalesce(sum(${stockMovements.qtyChange}::numeric * ${products.salePrice})
      filter (where ${inRange}), 0)`.mapWith(Number),
  };
}

/**
 * The three cards of the Products screen. Stock info is what is on hand now; a month's stock in is
 * every unit received (new products and stock in) in that calendar month in Dhaka, valued at the
 * product's sale price. A received product that was later archived still counts: the goods came in.
 */
export async function productSummary(db: Db, sellerId: string, now = new Date()) {
  const thisMonth = dhakaMonthRange(now);
  const lastMonth = dhakaMonthRange(now, -1);
  const [[stock], [months]] = await Promise.all([
    db
      .select({
        categories: sql<number>`count(distinct ${products.supplierId})`.mapWith(Number),
        items: sql<number>`count(*)`.mapWith(Number),
        value:
          sql<number>`coalesce(sum(${products.salePrice}::numeric * ${products.availableQty}), 0)`.mapWith(
            Number,
          ),
      })
      .from(products)
      .where(listed(sellerId)),
    db
      .select({
        thisMonth: { ...stockInFigures(thisMonth) },
        lastMonth: { ...stockInFigures(lastMonth) },
      })
      .from(stockMovements)
      .innerJoin(
        products,
        and(eq(products.sellerId, stockMovements.sellerId), eq(products.id, stockMovements.productId)),
      )
      .where(
        and(
          eq(stockMovements.sellerId, sellerId),
          inArray(stockMovements.kind, [...STOCK_IN_KINDS]),
          sql`${stockMovements.qtyChange} > 0`,
          sql`${stockMovements.createdAt} >= ${lastMonth.start.toISOString()}::timestamptz`,
          sql`${stockMovements.createdAt} < ${thisMonth.end.toISOString()}::timestamptz`,
        ),
      ),
  ]);
  const empty: StockFigures = { categories: 0, items: 0, value: 0 };
  return {
    stock: (stock ?? empty) as StockFigures,
    thisMonth: (months?.thisMonth ?? empty) as StockFigures,
    lastMonth: (months?.lastMonth ?? empty) as StockFigures,
  };
}
