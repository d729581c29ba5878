import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_QTY_MAX, type ProductInput } from '@chalan/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../app-env.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, products, stockMovements, stores, suppliers } from '../../db/schema/index.ts';
import { type FieldProblems, fieldError, notFound, validationError } from '../../errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { removeImage, replaceImage } from '../../lib/uploads.ts';

const live = (sellerId: string, id: string) =>
  and(eq(products.sellerId, sellerId), eq(products.id, id), isNull(products.archivedAt));

/** The store and supplier must be the seller's own: another seller's id is a wrong field, never a link. */
async function checkOwnLinks(tx: Tx, sellerId: string, input: ProductInput) {
  const fields: FieldProblems = {};
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.sellerId, sellerId), eq(stores.id, input.storeId)));
  if (!store) fields.storeId = { key: 'unknownStore', params: {} };
  if (input.supplierId) {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.sellerId, sellerId), eq(suppliers.id, input.supplierId)));
    if (!supplier) fields.supplierId = { key: 'unknownSupplier', params: {} };
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

const productFields = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  brand: input.brand,
  country: input.country,
  supplierId: input.supplierId,
  storeId: input.storeId,
  liftPrice: input.liftPrice,
  salePrice: input.salePrice,
  weightGrams: input.weightGrams,
});

/** A new product with its opening stock, recorded as an `initial` movement; returns its id. */
export async function createProduct(db: Db, actor: Actor, input: ProductInput): Promise<string> {
  return db.transaction(async (tx) => {
    await checkOwnLinks(tx, actor.sellerId, input);
    const [product] = await tx
      .insert(products)
      .values({ sellerId: actor.sellerId, ...productFields(input), qty: input.qty, availableQty: input.qty })
      .returning({ id: products.id });
    await tx.insert(stockMovements).values({
      sellerId: actor.sellerId,
      productId: product!.id,
      kind: 'initial',
      qtyChange: input.qty,
      unitCost: input.liftPrice,
      createdById: actor.userId,
    });
    return product!.id;
  });
}

/**
 * Edits the fields. A changed quantity is an adjustment of the stock received, so it moves the
 * available quantity by the same amount, which may not go below 0 (those units are in orders).
 */
export async function updateProduct(db: Db, actor: Actor, id: string, input: ProductInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ qty: products.qty, availableQty: products.availableQty })
      .from(products)
      .where(live(actor.sellerId, id))
      .for('update');
    if (!current) throw notFound();
    await checkOwnLinks(tx, actor.sellerId, input);
    const change = input.qty - current.qty;
    if (current.availableQty + change < 0) {
      const params = { min: current.qty - current.availableQty };
      throw fieldError('VALIDATION', 'qty', 'qtyBelowSold', params);
    }
    await tx
      .update(products)
      .set({ ...productFields(input), qty: input.qty, availableQty: current.availableQty + change })
      .where(live(actor.sellerId, id));
    if (change !== 0) {
      await tx.insert(stockMovements).values({
        sellerId: actor.sellerId,
        productId: id,
        kind: 'adjustment',
        qtyChange: change,
        unitCost: input.liftPrice,
        createdById: actor.userId,
      });
    }
  });
}

/** Goods received: both quantities go up, recorded as a `stock_in` movement with who and when. */
export async function stockIn(db: Db, actor: Actor, id: string, qty: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ qty: products.qty, liftPrice: products.liftPrice })
      .from(products)
      .where(live(actor.sellerId, id))
      .for('update');
    if (!current) throw notFound();
    if (current.qty + qty > PRODUCT_QTY_MAX) {
      throw fieldError('VALIDATION', 'qty', 'quantityTooLarge');
    }
    await tx
      .update(products)
      .set({
        qty: sql`${products.qty} + ${qty}`,
        availableQty: sql`${products.availableQty} + ${qty}`,
      })
      .where(live(actor.sellerId, id));
    await tx.insert(stockMovements).values({
      sellerId: actor.sellerId,
      productId: id,
      kind: 'stock_in',
      qtyChange: qty,
      unitCost: current.liftPrice,
      createdById: actor.userId,
    });
  });
}

/** Stores the new image (checked by content and size) and removes the one it replaces. */
export async function replaceProductImage(
  db: Db,
  images: ImageStore,
  sellerId: string,
  id: string,
  file: File,
): Promise<void> {
  await replaceImage(
    images,
    { sellerId, folder: 'products', file, maxBytes: PRODUCT_IMAGE_MAX_BYTES },
    {
      read: async () =>
        (await db.select({ imagePath: products.imagePath }).from(products).where(live(sellerId, id)))[0],
      write: async (imagePath) =>
        (
          await db
            .update(products)
            .set({ imagePath })
            .where(live(sellerId, id))
            .returning({ id: products.id })
        ).length > 0,
    },
  );
}

/**
 * Removes a product and its movements, unless an order refers to it: then it is archived (gone from
 * lists, search and exports; its orders keep their own copies of name and prices).
 */
export async function deleteProduct(
  db: Db,
  images: ImageStore,
  sellerId: string,
  id: string,
): Promise<{ name: string; archived: boolean }> {
  const result = await db.transaction(async (tx) => {
    // The lock keeps a new order for this product from slipping in between the check and the delete.
    const [product] = await tx
      .select({ name: products.name, imagePath: products.imagePath })
      .from(products)
      .where(live(sellerId, id))
      .for('update');
    if (!product) throw notFound();
    const [inOrder] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.sellerId, sellerId), eq(orderLines.productId, id)))
      .limit(1);
    if (inOrder) {
      await tx.update(products).set({ archivedAt: new Date() }).where(live(sellerId, id));
      return { ...product, archived: true };
    }
    await tx
      .delete(stockMovements)
      .where(and(eq(stockMovements.sellerId, sellerId), eq(stockMovements.productId, id)));
    await tx.delete(products).where(live(sellerId, id));
    return { ...product, archived: false };
  });
  if (!result.archived) await removeImage(images, result.imagePath);
  return { name: result.name, archived: result.archived };
}
