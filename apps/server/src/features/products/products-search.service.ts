import type { FoundProduct } from '@chalan/core/products/replies';
import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { uploadUrl } from '../../lib/uploads.ts';

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

const foundColumns = { ...orderProductColumns, imagePath: products.imagePath, storeId: products.storeId };

const toFound = ({ imagePath, ...p }: { imagePath: string | null } & Omit<FoundProduct, 'imageUrl'>) => ({
  ...p,
  imageUrl: uploadUrl(imagePath),
});

/** The products an order can take: the seller's, not archived (out-of-stock ones too). */
const onSale = (sellerId: string) => [eq(products.sellerId, sellerId), isNull(products.archivedAt)];

export async function searchProducts(
  db: Pick<Db, 'select'>,
  sellerId: string,
  q: string,
): Promise<FoundProduct[]> {
  const text = q.trim();
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  const conditions = onSale(sellerId);
  if (text) conditions.push(ilike(products.name, `%${escaped}%`));
  const rows = await db
    .select(foundColumns)
    .from(products)
    .where(and(...conditions))
    .orderBy(sql`${products.name} ilike ${`${escaped}%`} desc`, asc(products.name), asc(products.id))
    .limit(PRODUCT_SEARCH_LIMIT);
  return rows.map(toFound);
}

/** Every product an order can take, by name only: the catalogue a pasted chat message is read against. */
export function saleableCatalogue(db: Pick<Db, 'select'>, sellerId: string) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(...onSale(sellerId)));
}

/** The products of `ids` an order can take, as the search sends them. */
export async function foundProducts(
  db: Pick<Db, 'select'>,
  sellerId: string,
  ids: readonly string[],
): Promise<FoundProduct[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(foundColumns)
    .from(products)
    .where(and(...onSale(sellerId), inArray(products.id, [...ids])));
  return rows.map(toFound);
}
