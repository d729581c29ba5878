import {
  type CourierState,
  canMove,
  type OrderEventKind,
  type OrderStatus,
  restocksOn,
  restocksOnDelete,
} from '@chalan/core';
import { uuidv7 } from 'uuidv7';
import { insertAll } from '../../db/bulk-insert.ts';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { liveOrder, type OrderRow } from './order-access.ts';
import { restockOrder } from './orders-write-stock.ts';

/**
 * Every move of an order and every line of its timeline goes through here: the status machine of core
 * is checked, the order is locked (order-access.ts), the status written, the goods restocked where core
 * says (once: the restock puts back only what is still out), and the event appended. Users, dispatch, courier news
 * (webhooks and the status sync) and payouts all use it, so none of them can skip a rule.
 */

type Changes = Record<string, { from: unknown; to: unknown }>;

/** Who moves the order: a user, or the system (courier news) with no user. */
export interface OrderMover {
  sellerId: string;
  userId: string | null;
}

export interface OrderEvent {
  kind: OrderEventKind;
  fromStatus?: OrderStatus;
  toStatus?: OrderStatus;
  changes?: Changes;
}

/** Appends lines to orders' timelines (one insert for many, as an import writes them). */
export async function appendOrderEvents(
  tx: Tx,
  mover: OrderMover,
  events: (OrderEvent & { orderId: string })[],
): Promise<void> {
  const rows = events.map((e) => ({
    sellerId: mover.sellerId,
    id: uuidv7(),
    orderId: e.orderId,
    userId: mover.userId,
    kind: e.kind,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    changes: e.changes ?? null,
  }));
  // An import's thousands in a few statements; one event as a plain insert (planned once, prepared).
  if (rows.length > 1) await insertAll(tx, orderEvents, rows);
  else if (rows.length === 1) await tx.insert(orderEvents).values(rows);
}

export const appendOrderEvent = (tx: Tx, mover: OrderMover, orderId: string, event: OrderEvent) =>
  appendOrderEvents(tx, mover, [{ ...event, orderId }]);

/** Writes columns of a locked live order (who changed it too); the caller appends the event. */
export async function updateOrder(
  tx: Tx,
  mover: OrderMover,
  order: Pick<OrderRow, 'id'>,
  values: Partial<Omit<OrderRow, 'sellerId' | 'id' | 'status' | 'deletedAt'>>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, ...(mover.userId ? { updatedById: mover.userId } : {}) })
    .where(liveOrder(mover.sellerId, order.id));
}

/**
 * Moves a locked order to `to`: refused unless core's status machine allows it. The goods come back
 * where core says, judged by the courier state before the move; `courierStatus` changes it with the move
 * (the courier page clears the courier). Returns the order as it now is.
 */
export async function moveOrder(
  tx: Tx,
  mover: OrderMover,
  order: OrderRow,
  to: OrderStatus,
  options: { courierStatus?: CourierState; changes?: Changes; eventKind?: OrderEventKind } = {},
): Promise<OrderRow> {
  if (!canMove(order.status, to)) {
    throw new AppError('CONFLICT', 'orderMoveNotAllowed', { from: order.status, to });
  }
  const now = new Date();
  const moved = {
    status: to,
    ...(to === 'completed' ? { completedAt: now } : {}),
    ...(options.courierStatus ? { courierStatus: options.courierStatus } : {}),
  };
  await tx
    .update(orders)
    .set({ ...moved, ...(mover.userId ? { updatedById: mover.userId } : {}) })
    .where(liveOrder(mover.sellerId, order.id));
  if (restocksOn(to, order.courierStatus)) await restockOrder(tx, { ...mover, orderId: order.id });
  const changes: Changes = { ...options.changes };
  if (options.courierStatus && options.courierStatus !== order.courierStatus) {
    changes.courierStatus = { from: order.courierStatus, to: options.courierStatus };
  }
  await appendOrderEvent(tx, mover, order.id, {
    kind: options.eventKind ?? 'status',
    fromStatus: order.status,
    toStatus: to,
    ...(Object.keys(changes).length > 0 ? { changes } : {}),
  });
  return { ...order, ...moved };
}

/**
 * Soft delete of a locked order: it leaves every list and search but keeps its rows (and its place in
 * the customer's history of ids). An open order no courier has gives its goods back.
 */
export async function deleteLockedOrder(tx: Tx, mover: OrderMover, order: OrderRow): Promise<void> {
  if (restocksOnDelete(order.status, order.courierStatus)) {
    await restockOrder(tx, { ...mover, orderId: order.id });
  }
  await tx
    .update(orders)
    .set({ deletedAt: new Date(), ...(mover.userId ? { updatedById: mover.userId } : {}) })
    .where(liveOrder(mover.sellerId, order.id));
  await appendOrderEvent(tx, mover, order.id, { kind: 'deleted' });
}
