import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, products, stockMovements } from '../../db/schema/index.ts';

interface OrderRef {
  sellerId: string;
  orderId: string;
  /** null: the system (courier news) moved the order. */
  userId: string | null;
}

/**
 * Takes `qty` units only if that many are available, in one guarded UPDATE: the row lock makes a
 * concurrent order wait and then see what is left, so two orders can never both take the last unit.
 */
export async function takeStock(tx: Tx, sellerId: string, productId: string, qty: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ availableQty: sql`${products.availableQty} - ${qty}` })
    .where(and(eq(products.sellerId, sellerId), eq(products.id, productId), gte(products.availableQty, qty)))
    .returning({ id: products.id });
  return taken.length === 1;
}

export async function putBack(tx: Tx, sellerId: string, productId: string, qty: number) {
  await tx
    .update(products)
    .set({ availableQty: sql`${products.availableQty} + ${qty}` })
    .where(and(eq(products.sellerId, sellerId), eq(products.id, productId)));
}

/** What each product has available now (for telling "out of stock" from "more than available"). */
export async function availableNow(tx: Tx, sellerId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: products.id, availableQty: products.availableQty })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, productIds)));
  return new Map(rows.map((r) => [r.id, r.availableQty]));
}

/** The goods an order still has out, per product: −Σ of its movements (only products with some out). */
export async function goodsOut(tx: Tx, sellerId: string, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      productId: stockMovements.productId,
      out: sql<number>`(-sum(${stockMovements.qtyChange}))::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.sellerId, sellerId), eq(stockMovements.orderId, orderId)))
    .groupBy(stockMovements.productId);
  return new Map(rows.filter((r) => Number(r.out) > 0).map((r) => [r.productId, Number(r.out)]));
}

export async function recordMovements(
  tx: Tx,
  ref: OrderRef,
  kind: 'order' | 'order_edit' | 'restock',
  changes: { productId: string; qtyChange: number; unitCost?: number }[],
) {
  const rows = changes.filter((c) => c.qtyChange !== 0);
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((c) => ({
      sellerId: ref.sellerId,
      orderId: ref.orderId,
      productId: c.productId,
      kind,
      qtyChange: c.qtyChange,
      unitCost: c.unitCost ?? 0,
      createdById: ref.userId,
    })),
  );
}

/** Gives units back to stock (product ids in a fixed order, so concurrent writers cannot deadlock). */
export async function giveBack(tx: Tx, sellerId: string, units: Map<string, number>) {
  for (const productId of [...units.keys()].sort()) {
    const qty = units.get(productId)!;
    if (qty > 0) await putBack(tx, sellerId, productId, qty);
  }
}

/**
 * Puts back exactly what the order still has out, as `restock` movements. Run a second time (a
 * cancelled order later marked returned) it finds nothing out and adds nothing.
 */
export async function restockOrder(tx: Tx, ref: OrderRef): Promise<void> {
  const out = await goodsOut(tx, ref.sellerId, ref.orderId);
  if (out.size === 0) return;
  const costs = await tx
    .select({ productId: orderLines.productId, liftPrice: orderLines.liftPrice })
    .from(orderLines)
    .where(and(eq(orderLines.sellerId, ref.sellerId), eq(orderLines.orderId, ref.orderId)));
  const costOf = new Map(costs.map((c) => [c.productId, c.liftPrice]));
  await giveBack(tx, ref.sellerId, out);
  await recordMovements(
    tx,
    ref,
    'restock',
    [...out].map(([productId, qty]) => ({ productId, qtyChange: qty, unitCost: costOf.get(productId) })),
  );
}
