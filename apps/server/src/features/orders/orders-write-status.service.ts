import { canMove, type OrderStatus, restocksOn, restocksOnDelete } from '@chalan/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { OrderWriter } from './orders-write.service.ts';
import { restockOrder, type Tx } from './orders-write-stock.ts';
import { statusChange } from './status-change.ts';

export const liveOrder = (sellerId: string, id: string) =>
  and(eq(orders.sellerId, sellerId), eq(orders.id, id), isNull(orders.deletedAt));

/**
 * The order row, locked until the transaction ends: a second writer waits and then sees the first
 * one's result (so two cancels cannot both restock). Another seller's or a deleted order is not found.
 */
export async function lockOrder(tx: Tx, sellerId: string, id: string) {
  const [order] = await tx.select().from(orders).where(liveOrder(sellerId, id)).for('update');
  if (!order) throw notFound();
  return order;
}

/**
 * A move of the status machine, in one transaction with its restock (a cancel of an order no courier
 * has, a return) and its `status` event. Marking ready by hand leaves the courier state as it is.
 */
export async function changeOrderStatus(db: Db, writer: OrderWriter, id: string, to: OrderStatus) {
  const { sellerId, userId } = writer;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, sellerId, id);
    if (!canMove(order.status, to)) {
      throw new AppError('CONFLICT', 'orderMoveNotAllowed', { from: order.status, to });
    }
    await tx
      .update(orders)
      .set({ ...statusChange(to), updatedById: userId })
      .where(liveOrder(sellerId, id));
    if (restocksOn(to, order.courierStatus)) await restockOrder(tx, { sellerId, orderId: id, userId });
    await tx.insert(orderEvents).values({
      sellerId,
      orderId: id,
      userId,
      kind: 'status',
      fromStatus: order.status,
      toStatus: to,
    });
  });
}

/**
 * Soft delete: the order leaves every list and search but keeps its rows (and its place in the
 * customer's history of ids). An open order no courier has gives its goods back.
 */
export async function deleteOrder(db: Db, writer: OrderWriter, id: string): Promise<{ code: string }> {
  const { sellerId, userId } = writer;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, sellerId, id);
    if (restocksOnDelete(order.status, order.courierStatus)) {
      await restockOrder(tx, { sellerId, orderId: id, userId });
    }
    await tx
      .update(orders)
      .set({ deletedAt: new Date(), updatedById: userId })
      .where(liveOrder(sellerId, id));
    await tx.insert(orderEvents).values({ sellerId, orderId: id, userId, kind: 'deleted' });
    return { code: order.code };
  });
}
