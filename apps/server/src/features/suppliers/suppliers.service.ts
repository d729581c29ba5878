import { type ListQuery, offsetOf, paged, type SupplierBody } from '@chalan/core';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { products, suppliers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { namePhoneAddressSearch } from '../stores/stores.service.ts';

export type Supplier = typeof suppliers.$inferSelect;

const ofSeller = (sellerId: string, id: string) =>
  and(eq(suppliers.sellerId, sellerId), eq(suppliers.id, id));

/** The seller's suppliers, oldest first; search by name, phone or address. */
export async function listSuppliers(db: Db, sellerId: string, query: ListQuery) {
  const where = and(eq(suppliers.sellerId, sellerId), namePhoneAddressSearch(query.search, suppliers));
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.createdAt), asc(suppliers.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);
  return paged(items, totals[0]?.total ?? 0, query);
}

/** Every supplier for a select: active ones first, then in the order they were made. */
export function supplierOptions(db: Db, sellerId: string) {
  return db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(eq(suppliers.sellerId, sellerId))
    .orderBy(desc(suppliers.status), asc(suppliers.createdAt), asc(suppliers.id));
}

export async function createSupplier(db: Db, sellerId: string, input: SupplierBody): Promise<Supplier> {
  const [supplier] = await db
    .insert(suppliers)
    .values({ sellerId, ...input })
    .returning();
  return supplier!;
}

export async function updateSupplier(db: Db, sellerId: string, id: string, input: SupplierBody) {
  const [supplier] = await db.update(suppliers).set(input).where(ofSeller(sellerId, id)).returning();
  if (!supplier) throw notFound();
  return supplier;
}

/** A supplier that products name stays (409): the seller can deactivate it instead. */
export async function deleteSupplier(db: Db, sellerId: string, id: string): Promise<Supplier> {
  const inUse = (supplier: Supplier) => new AppError('CONFLICT', 'supplierInUse', { name: supplier.name });
  return db
    .transaction(async (tx) => {
      const [supplier] = await tx.select().from(suppliers).where(ofSeller(sellerId, id)).for('update');
      if (!supplier) throw notFound();
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), eq(products.supplierId, id)))
        .limit(1);
      if (product) throw inUse(supplier);
      await tx.delete(suppliers).where(ofSeller(sellerId, id));
      return supplier;
    })
    .catch(async (error: unknown) => {
      // A product written for this supplier while we were deleting it: the key refuses the delete.
      if (!isForeignKeyViolation(error)) throw error;
      const [supplier] = await db.select().from(suppliers).where(ofSeller(sellerId, id));
      throw supplier ? inUse(supplier) : notFound();
    });
}
