import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * How code reaches a seller's live orders to change them: the one condition and the row locks that every
 * writer (users, dispatch, courier news, COD marks) takes before order-moves.ts changes an order.
 */

export type OrderRow = typeof orders.$inferSelect;

/** The seller's order `id`, unless deleted. */
export const liveOrder = (sellerId: string, id: string) =>
  and(eq(orders.sellerId, sellerId), eq(orders.id, id), isNull(orders.deletedAt));

/** The live order row locked until the transaction ends, or null (another seller's, deleted, absent). */
export async function lockLiveOrder(tx: Tx, sellerId: string, id: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(liveOrder(sellerId, id)).for('update');
  return order ?? null;
}

/**
 * The order row, locked until the transaction ends: a second writer waits and then sees the first
 * one's result (so two cancels cannot both restock). Another seller's or a deleted order is not found.
 */
export async function lockOrder(tx: Tx, sellerId: string, id: string): Promise<OrderRow> {
  const order = await lockLiveOrder(tx, sellerId, id);
  if (!order) throw notFound();
  return order;
}

/**
 * The named live orders, locked in id order (two writers never wait on each other crosswise), returned
 * in the order given; any that is not one of the seller's live orders is "not found".
 */
export async function lockOrders(tx: Tx, sellerId: string, ids: string[]): Promise<OrderRow[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.id, ids), isNull(orders.deletedAt)))
    .orderBy(asc(orders.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}
