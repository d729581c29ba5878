import type { HoldAction } from '@chalan/core/hold-desk/kinds';
import { holdActionRules } from '@chalan/core/hold-desk/rules';
import type { HoldWillTakeBody } from '@chalan/core/hold-desk/schemas';
import type { ApiMessage } from '@chalan/core/replies';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couriers, parcelNotes, parcels } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { cancelAtCourier, recordWithdrawal } from '../dispatch/cancel-at-courier.ts';
import { sendOrder } from '../dispatch/send.service.ts';
import { lockOrder } from '../orders/order-access.ts';
import { appendOrderEvent, moveOrder, updateOrder } from '../orders/order-moves.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { apiCourierIds, deskParcel, parcelLabel } from './hold-desk.service.ts';

/**
 * The hold desk's actions on one parcel. Return goes through the same cancel-at-courier code as an order's
 * Cancel (the courier asked outside any transaction, its answer recorded with the order's lock); re-send
 * books through dispatch's send, so the order gets a new id and is never booked twice.
 */

type Deps = Pick<AppDeps, 'config'>;
type DeskParcel = Awaited<ReturnType<typeof deskParcel>>;

const params = (p: DeskParcel) => ({ courier: p.courier.name, parcel: parcelLabel(p.parcel) });

/** The parcel on the desk with `action` possible now; else 409 with why (the same words the desk shows). */
async function parcelFor(db: Db, writer: OrderWriter, parcelId: string, action: HoldAction) {
  const p = await deskParcel(db, writer.sellerId, parcelId);
  const others = (await apiCourierIds(db, writer.sellerId)).filter((id) => id !== p.courier.id);
  const rule = holdActionRules({
    kind: p.kind,
    status: p.parcel.status,
    provider: p.courier.provider,
    cancelState: p.parcel.cancelState,
    otherCouriers: others.length,
  })[action];
  if (!rule.open) throw new AppError('CONFLICT', rule.reason, params(p));
  return p;
}

const insertNote = (db: Db | Tx, writer: OrderWriter, parcelId: string, text: string) =>
  db.insert(parcelNotes).values({ sellerId: writer.sellerId, parcelId, userId: writer.userId, text });

const parcelKey = (sellerId: string, id: string) => and(eq(parcels.sellerId, sellerId), eq(parcels.id, id));

/** A note of one call to the customer. */
export async function addHoldNote(db: Db, writer: OrderWriter, parcelId: string, text: string) {
  await deskParcel(db, writer.sellerId, parcelId);
  await insertNote(db, writer, parcelId, text);
  return reply('holdNoteAdded');
}

/** "Customer will take it" or its undo; a note of the call with it, when written. */
export async function setWillTake(db: Db, writer: OrderWriter, parcelId: string, body: HoldWillTakeBody) {
  const p = body.willTake
    ? await parcelFor(db, writer, parcelId, 'willTake')
    : await deskParcel(db, writer.sellerId, parcelId);
  await db.transaction(async (tx) => {
    await tx
      .update(parcels)
      .set({ customerWillTakeAt: body.willTake ? new Date() : null })
      .where(parcelKey(writer.sellerId, parcelId));
    if (body.note) await insertNote(tx, writer, parcelId, body.note);
  });
  return reply(body.willTake ? 'holdWillTakeMarked' : 'holdWillTakeUndone', params(p));
}

/**
 * Return it: Steadfast's return request, RedX's cancel. A refusal (RedX: the parcel is with its agent)
 * comes back with the courier's words and whom to ask; no answer changes nothing here.
 */
export async function returnParcel(deps: Deps, db: Db, writer: OrderWriter, parcelId: string) {
  const p = await parcelFor(db, writer, parcelId, 'return');
  const withdrawal = await cancelAtCourier(deps, db, writer, p.order.id).catch((error: unknown) => {
    if (error instanceof AppError && error.key === 'courierCancelRefused') {
      throw new AppError('COURIER_REFUSED', 'holdReturnWithAgent', {
        ...params(p),
        detail: String(error.params.detail ?? ''),
      });
    }
    throw error;
  });
  if (withdrawal.kind === 'none' || withdrawal.parcel.id !== parcelId) {
    // The courier no longer knows it, or the order has a newer parcel: nothing here to return.
    throw new AppError('CONFLICT', 'holdReturnNotNow', params(p));
  }
  await db.transaction(async (tx) => {
    await lockOrder(tx, writer.sellerId, p.order.id);
    await recordWithdrawal(tx, writer, p.order.id, withdrawal);
  });
  return withdrawal.notice;
}

/** Under the order's lock: the parcel still active and the order still out with it, or 409. */
async function lockDeskOrder(tx: Tx, writer: OrderWriter, p: DeskParcel) {
  const order = await lockOrder(tx, writer.sellerId, p.order.id);
  const [parcel] = await tx
    .select()
    .from(parcels)
    .where(parcelKey(writer.sellerId, p.parcel.id))
    .for('update');
  if (!parcel?.active || order.courierStatus !== 'sent') throw notFound();
  await tx
    .update(parcels)
    .set({ active: false, nextSyncAt: null })
    .where(parcelKey(writer.sellerId, p.parcel.id));
  return order;
}

const deskEvent = (
  to: 'received_back' | 'resent',
  courier: { from: string | null; to: string },
  parcel: string,
) => ({
  kind: 'hold_desk' as const,
  changes: {
    holdDesk: { from: null, to },
    courier,
    parcel: { from: null, to: parcel },
  },
});

/** The returned parcel is back with the seller: the order is returned and its goods are back in stock, once. */
export async function receivedBack(db: Db, writer: OrderWriter, parcelId: string) {
  const p = await parcelFor(db, writer, parcelId, 'receivedBack');
  const code = await db.transaction(async (tx) => {
    let order = await lockDeskOrder(tx, writer, p);
    if (order.status !== 'cancelled') {
      order = await moveOrder(tx, writer, order, 'cancelled', { courierStatus: 'returned' });
    } else {
      await updateOrder(tx, writer, order, { courierStatus: 'returned' });
      order = { ...order, courierStatus: 'returned' };
    }
    await moveOrder(tx, writer, order, 'returned');
    await appendOrderEvent(
      tx,
      writer,
      order.id,
      deskEvent('received_back', { from: null, to: p.courier.name }, parcelLabel(p.parcel)),
    );
    return order.code;
  });
  return reply('holdReceivedBack', { code });
}

/**
 * Send the returned order with another courier: the old parcel leaves the desk and the order takes the new
 * courier, then dispatch's send books it (under a new id, as for any order a courier returned). A send the
 * courier refuses leaves the order ready with the new courier, to send again from the ready orders.
 */
export async function resendParcel(
  deps: Deps,
  db: Db,
  writer: OrderWriter,
  parcelId: string,
  courierId: string,
): Promise<{ message: ApiMessage; messages: ApiMessage[] }> {
  const p = await parcelFor(db, writer, parcelId, 'resend');
  const [next] = await db
    .select({ id: couriers.id, name: couriers.name })
    .from(couriers)
    .where(and(eq(couriers.sellerId, writer.sellerId), eq(couriers.id, courierId)));
  if (!next) throw new AppError('NOT_FOUND', 'holdCourierRequired');
  if (next.id === p.courier.id) throw new AppError('CONFLICT', 'holdSameCourier', params(p));
  await db.transaction(async (tx) => {
    const order = await lockDeskOrder(tx, writer, p);
    await updateOrder(tx, writer, order, { courierId: next.id, courierStatus: 'returned' });
    await appendOrderEvent(
      tx,
      writer,
      order.id,
      deskEvent('resent', { from: p.courier.name, to: next.name }, parcelLabel(p.parcel)),
    );
  });
  const sent = await sendOrder(deps, db, writer, p.order.id);
  if (sent.outcome === 'failed') throw sent.error;
  const done = reply('holdResent', { code: sent.code, courier: next.name });
  return { message: done, messages: sent.messages };
}
