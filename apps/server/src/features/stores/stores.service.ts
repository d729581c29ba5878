import {
  type CreateStoreBody,
  type ListQuery,
  normalizePhone,
  offsetOf,
  paged,
  type UpdateStoreBody,
} from '@chalan/core';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { orders, products, stores } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { containsPattern } from '../../lib/list.ts';

export type Store = typeof stores.$inferSelect;

const ofSeller = (sellerId: string, id: string) => and(eq(stores.sellerId, sellerId), eq(stores.id, id));

/** Name, phone or address containing the search; a phone typed with +88, spaces or dashes still matches. */
export function namePhoneAddressSearch(
  search: string | undefined,
  columns: { name: PgColumn; phone: PgColumn; address: PgColumn },
) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const phone = normalizePhone(search);
  return or(
    ilike(columns.name, pattern),
    ilike(columns.phone, pattern),
    ilike(columns.address, pattern),
    phone && phone !== search ? ilike(columns.phone, containsPattern(phone)) : undefined,
  );
}

/** The seller's stores, oldest (the default) first. */
export async function listStores(db: Db, sellerId: string, query: ListQuery) {
  const where = and(eq(stores.sellerId, sellerId), namePhoneAddressSearch(query.search, stores));
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(where)
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return paged(items, totals[0]?.total ?? 0, query);
}

/** Every store for a select: active ones first, then in the order they were made. */
export function storeOptions(db: Db, sellerId: string) {
  return db
    .select({ id: stores.id, name: stores.name, status: stores.status })
    .from(stores)
    .where(eq(stores.sellerId, sellerId))
    .orderBy(desc(stores.status), asc(stores.createdAt), asc(stores.id));
}

export async function createStore(db: Db, sellerId: string, input: CreateStoreBody): Promise<Store> {
  const [store] = await db
    .insert(stores)
    .values({ sellerId, ...input })
    .returning();
  return store!;
}

export async function updateStore(db: Db, sellerId: string, id: string, input: UpdateStoreBody) {
  const [store] = await db.update(stores).set(input).where(ofSeller(sellerId, id)).returning();
  if (!store) throw notFound();
  return store;
}

/** A store that products or orders name stays (409): the seller can deactivate it instead. */
export async function deleteStore(db: Db, sellerId: string, id: string): Promise<Store> {
  const inUse = (store: Store) => new AppError('CONFLICT', 'storeInUse', { name: store.name });
  return db
    .transaction(async (tx) => {
      const [store] = await tx.select().from(stores).where(ofSeller(sellerId, id)).for('update');
      if (!store) throw notFound();
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), eq(products.storeId, id)))
        .limit(1);
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), eq(orders.storeId, id)))
        .limit(1);
      if (product || order) throw inUse(store);
      await tx.delete(stores).where(ofSeller(sellerId, id));
      return store;
    })
    .catch(async (error: unknown) => {
      // A product or order written for this store while we were deleting it: the key refuses it.
      if (!isForeignKeyViolation(error)) throw error;
      const [store] = await db.select().from(stores).where(ofSeller(sellerId, id));
      throw store ? inUse(store) : notFound();
    });
}
