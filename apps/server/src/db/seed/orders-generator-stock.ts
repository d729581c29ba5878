import { and, eq, sql } from 'drizzle-orm';
import { insertAll } from '../bulk-insert.ts';
import type { Tx } from '../client.ts';
import { products, stockMovements } from '../schema/index.ts';
import { between, type RandomSource, uuidv7At } from './orders-generator-data.ts';

const DAY = 24 * 3_600_000;

/**
 * Goods received before the orders (a `stock_in` movement) wherever the orders would have taken a
 * product below 0 at some moment, plus a few left over; then the products' figures follow the movements.
 */
export async function topUpStock(
  tx: Tx,
  ref: { sellerId: string; userId: string; random: RandomSource; firstAt: number },
  catalogue: (typeof products.$inferSelect)[],
  stockChanges: Map<string, { at: number; change: number }[]>,
) {
  const received = new Map<string, { at: number; change: number }[]>();
  const earlier = await tx
    .select({
      productId: stockMovements.productId,
      at: stockMovements.createdAt,
      change: stockMovements.qtyChange,
    })
    .from(stockMovements)
    .where(eq(stockMovements.sellerId, ref.sellerId));
  for (const m of earlier) {
    received.set(m.productId, [
      ...(received.get(m.productId) ?? []),
      { at: m.at.getTime(), change: m.change },
    ]);
  }
  const receipts: (typeof stockMovements.$inferInsert)[] = [];
  for (const product of catalogue) {
    const changes = stockChanges.get(product.id);
    if (!changes) continue;
    const taken = changes.reduce((sum, c) => sum + c.change, 0);
    // Replayed in time order with the stock the product already had (received when it was received).
    const timeline = [...(received.get(product.id) ?? []), ...changes].sort((a, b) => a.at - b.at);
    let level = 0;
    let lowest = 0;
    for (const c of timeline) {
      level += c.change;
      lowest = Math.min(lowest, level);
    }
    const topUp = Math.max(0, between(ref.random, 5, 30) - Math.min(lowest, level));
    if (topUp > 0) {
      const receivedAt = ref.firstAt - DAY;
      receipts.push({
        sellerId: ref.sellerId,
        id: uuidv7At(receivedAt, ref.random),
        productId: product.id,
        kind: 'stock_in',
        qtyChange: topUp,
        unitCost: product.liftPrice,
        createdById: ref.userId,
        createdAt: new Date(receivedAt),
      });
    }
    await tx
      .update(products)
      .set({
        qty: sql`${products.qty} + ${topUp}`,
        availableQty: sql`${products.availableQty} + ${topUp + taken}`,
      })
      .where(and(eq(products.sellerId, ref.sellerId), eq(products.id, product.id)));
  }
  await insertAll(tx, stockMovements, receipts);
}
