import type { OrderStatus } from '@chalan/core';
import type { Db } from '../../db/client.ts';
import { deleteLockedOrder, lockOrder, moveOrder } from './order-moves.ts';
import type { OrderWriter } from './orders-write.service.ts';

/** A user's move of the status machine (Cancel, Ready, Complete, Return…), in one transaction. */
export async function changeOrderStatus(db: Db, writer: OrderWriter, id: string, to: OrderStatus) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, id);
    await moveOrder(tx, writer, order, to);
  });
}

/** A user's delete: see deleteLockedOrder. */
export async function deleteOrder(db: Db, writer: OrderWriter, id: string): Promise<{ code: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, id);
    await deleteLockedOrder(tx, writer, order);
    return { code: order.code };
  });
}
