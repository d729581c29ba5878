import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export const PRODUCT_SEARCH_LIMIT = 10;

/**
 * Start Order's product search: the seller's products on sale whose name contains `q` (any case), names
 * that start with it first. Out-of-stock products are included so the screen can say so.
 */
/** What an order line needs of a product: its prices and the stock left to sell. */
export const orderProductColumns = {
  id: products.id,
  name: products.name,
  salePrice: products.salePrice,
  liftPrice: products.liftPrice,
  availableQty: products.availableQty,
  weightGrams: products.weightGrams,
};

export async function searchProducts(db: Pick<Db, 'select'>, sellerId: string, q: string) {
  const text = q.trim();
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  const conditions = [eq(products.sellerId, sellerId), isNull(products.archivedAt)];
  if (text) conditions.push(ilike(products.name, `%${escaped}%`));
  return db
    .select({ ...orderProductColumns, imagePath: products.imagePath, storeId: products.storeId })
    .from(products)
    .where(and(...conditions))
    .orderBy(sql`${products.name} ilike ${`${escaped}%`} desc`, asc(products.name), asc(products.id))
    .limit(PRODUCT_SEARCH_LIMIT);
}
