import { canMove, type OrderStatus } from '@chalan/core';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders as ordersTable, parcels } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { cancelAtCourier, recordWithdrawal, type Withdrawal } from '../dispatch/cancel-at-courier.ts';
import { liveOrder, lockOrder, type OrderRow } from './order-access.ts';
import { deleteLockedOrder, moveOrder, type OrderMover } from './order-moves.ts';
import type { OrderWriter } from './orders-write.service.ts';

type Deps = Pick<AppDeps, 'config'>;

/** What the user should be told about the parcel besides the move itself (null: nothing was at a courier). */
export type CourierNotice = Extract<Withdrawal, { notice: unknown }>['notice'] | null;

/** Moves that take an order off the road: a parcel still with a courier is cancelled there first. */
const leavesTheRoad = (to: OrderStatus) => to === 'cancelled' || to === 'processing';

async function currentOrder(db: Db, sellerId: string, id: string): Promise<OrderRow> {
  const [order] = await db.select().from(ordersTable).where(liveOrder(sellerId, id));
  if (!order) throw notFound();
  return order;
}

/**
 * The order's parcels leave the courier page; a parcel whose cancel the courier has not confirmed yet
 * stays in the status sync, which clears the mark once the courier reports it.
 */
export async function retireParcels(tx: Tx, sellerId: string, orderId: string, w: Withdrawal) {
  const pending = w.kind === 'requested' || w.kind === 'manual';
  await tx
    .update(parcels)
    .set({ active: false, ...(pending ? {} : { nextSyncAt: null }) })
    .where(and(eq(parcels.sellerId, sellerId), eq(parcels.orderId, orderId), eq(parcels.active, true)));
}

/**
 * A move of the status machine with what it means at the courier: an order sent back to processing no
 * longer has its parcel (a new send books a new one under a new id).
 */
async function moveWithCourier(tx: Tx, mover: OrderMover, order: OrderRow, to: OrderStatus, w: Withdrawal) {
  const backFromCourier = to === 'processing' && order.courierStatus === 'sent';
  await moveOrder(tx, mover, order, to, backFromCourier ? { courierStatus: 'returned' } : {});
  if (backFromCourier) await retireParcels(tx, mover.sellerId, order.id, w);
  await recordWithdrawal(tx, mover, order.id, w);
}

/**
 * A user's move of the status machine (Cancel, Ready, Complete, Return, Back to Processing). Cancel and
 * Back to Processing of an order whose parcel is with a courier cancel it there first; a refusal or no
 * answer from the courier changes nothing.
 */
export async function changeOrderStatus(
  deps: Deps,
  db: Db,
  writer: OrderWriter,
  id: string,
  to: OrderStatus,
): Promise<CourierNotice> {
  let withdrawal: Withdrawal = { kind: 'none' };
  if (leavesTheRoad(to)) {
    const before = await currentOrder(db, writer.sellerId, id);
    if (!canMove(before.status, to)) {
      throw new AppError('CONFLICT', 'orderMoveNotAllowed', { from: before.status, to });
    }
    withdrawal = await cancelAtCourier(deps, db, writer, id);
  }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, id);
    await moveWithCourier(tx, writer, order, to, withdrawal);
  });
  return withdrawal.kind === 'none' ? null : withdrawal.notice;
}

/**
 * A user's delete. A parcel still with a courier is cancelled there first; where the courier's API
 * cannot cancel, the delete is refused (a deleted order could not show the pending cancel).
 */
export async function deleteOrder(
  deps: Deps,
  db: Db,
  writer: OrderWriter,
  id: string,
): Promise<{ code: string; notice: CourierNotice }> {
  await currentOrder(db, writer.sellerId, id);
  const withdrawal = await cancelAtCourier(deps, db, writer, id, { refuseManual: true });
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, id);
    await recordWithdrawal(tx, writer, order.id, withdrawal);
    await deleteLockedOrder(tx, writer, order);
    return { code: order.code, notice: withdrawal.kind === 'none' ? null : withdrawal.notice };
  });
}

export type CourierCloseStatus = 'completed' | 'cancelled' | 'processing';

/**
 * The courier page's Complete, Cancel and Back to Processing (spec §4): the status moves and the courier
 * status becomes returned, the courier info is cleared (the parcel leaves the page; its history stays on
 * the order). Cancel and Back to Processing cancel the parcel at the courier first. Goods come back only
 * with a later return, as for any parcel that went out.
 */
export async function closeAtCourier(
  deps: Deps,
  db: Db,
  writer: OrderWriter,
  orderId: string,
  to: CourierCloseStatus,
): Promise<{ code: string; notice: CourierNotice }> {
  const before = await currentOrder(db, writer.sellerId, orderId);
  if (before.courierStatus !== 'sent' || !canMove(before.status, to)) {
    throw new AppError('CONFLICT', 'orderMoveNotAllowed', { from: before.status, to });
  }
  const withdrawal = leavesTheRoad(to)
    ? await cancelAtCourier(deps, db, writer, orderId)
    : { kind: 'none' as const };
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, orderId);
    if (order.courierStatus !== 'sent') {
      throw new AppError('CONFLICT', 'orderMoveNotAllowed', { from: order.status, to });
    }
    await moveOrder(tx, writer, order, to, { courierStatus: 'returned' });
    await retireParcels(tx, writer.sellerId, orderId, withdrawal);
    await recordWithdrawal(tx, writer, orderId, withdrawal);
    return { code: order.code, notice: withdrawal.kind === 'none' ? null : withdrawal.notice };
  });
}
