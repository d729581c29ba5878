import { isFinalDeliveryStatus, isOpen } from '@chalan/core';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { type CourierAccount, courierAccount } from '../../couriers/account.ts';
import type { BookedParcel, ParcelRequest } from '../../couriers/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couriers, orderLines, orders, parcelEvents, parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { liveOrder, lockOrder, type OrderRow } from '../orders/order-access.ts';
import { withFreshCode } from '../orders/order-codes.ts';
import { appendOrderEvent, moveOrder, updateOrder } from '../orders/order-moves.ts';
import type { OrderWriter } from '../orders/orders-write.service.ts';
import { queueOrderSms } from '../sms/sms-queue.ts';

/** A 'sending' row older than this belongs to an attempt that died (a restart): treat it as unconfirmed. */
export const STALE_SENDING_MS = 2 * 60_000;
/** The first status poll after a booking. */
export const FIRST_SYNC_AFTER_MS = 5 * 60_000;

type ParcelRow = typeof parcels.$inferSelect;

/** What a send has to do once the order is claimed. */
export type Claim =
  /** A courier without an API: the order was marked ready in the claim. */
  | { kind: 'manual'; code: string; courierName: string }
  /** Ask the courier: `resumed` when an earlier attempt's answer never came (ask about it first). */
  | {
      kind: 'book';
      orderId: string;
      code: string;
      newCode: boolean;
      parcelId: string;
      resumed: boolean;
      account: CourierAccount;
      request: ParcelRequest;
    };

/**
 * Recipient, money, goods and how they travel as the courier gets them (address, thana and district
 * joined, as the spec).
 */
async function parcelRequest(tx: Tx, order: OrderRow, code: string): Promise<ParcelRequest> {
  const lines = await tx
    .select({ name: orderLines.name, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.sellerId, order.sellerId), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.position));
  return {
    invoice: code,
    recipientName: order.name,
    recipientPhone: order.phone,
    recipientAddress: [order.address, order.thana, order.district].filter(Boolean).join(', '),
    district: order.district ?? '',
    thana: order.thana ?? '',
    codAmountPoisha: order.payable,
    valuePoisha: order.net,
    itemCount: lines.reduce((n, l) => n + l.qty, 0),
    weightGrams: order.weightGrams,
    deliveryType: order.deliveryType,
    itemType: order.itemType,
    itemDescription: lines.map((l) => `${l.qty} x ${l.name}`).join(', '),
    ...(order.note ? { note: order.note } : {}),
  };
}

/** The order's courier, active; its API account or null when it is booked by hand. */
async function orderCourier(deps: Pick<AppDeps, 'config'>, tx: Tx, order: OrderRow) {
  if (!order.courierId) throw new AppError('CONFLICT', 'orderHasNoCourier');
  const [row] = await tx
    .select()
    .from(couriers)
    .where(and(eq(couriers.sellerId, order.sellerId), eq(couriers.id, order.courierId)));
  if (!row) throw new AppError('CONFLICT', 'orderHasNoCourier');
  if (!row.status) throw new AppError('CONFLICT', 'orderCourierInactive');
  return { row, account: await courierAccount(deps, row) };
}

/** Dispatch makes a processing order ready; one already ready (or cancelled meanwhile) stays as it is. */
const markReady = (tx: Tx, writer: OrderWriter, order: OrderRow) =>
  order.status === 'processing' ? moveOrder(tx, writer, order, 'ready') : Promise.resolve(order);

/** Spec §4: an order the courier returned gets a new id before it is sent again; the old one stays on it. */
async function giveNewCode(tx: Tx, writer: OrderWriter, order: OrderRow) {
  const { code } = await withFreshCode(tx, writer.sellerId, async (sp, fresh) => {
    await sp
      .update(orders)
      .set({ code: fresh, courierStatus: 'none', updatedById: writer.userId })
      .where(liveOrder(writer.sellerId, order.id));
    return { id: order.id };
  });
  await appendOrderEvent(tx, writer, order.id, {
    kind: 'code_changed',
    changes: { code: { from: order.code, to: code } },
  });
  return code;
}

/**
 * An earlier parcel of the order that the courier has not reported final (its cancel not confirmed, or
 * never asked) may still be out with a rider: sending again would put a second live parcel on the road,
 * so the user must confirm, knowing which parcel it is.
 */
async function refuseWhileEarlierParcelMayBeLive(tx: Tx, order: OrderRow) {
  const rows = await tx
    .select({ parcel: parcels, courier: couriers.name })
    .from(parcels)
    .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
    .where(and(eq(parcels.sellerId, order.sellerId), eq(parcels.orderId, order.id)));
  // Under the current id only a booking whose answer never came, which the send asks about first.
  const earlier = rows.find(
    (r) =>
      (order.courierStatus === 'returned' || r.parcel.invoice !== order.code) &&
      r.parcel.booking !== 'sending' &&
      !isFinalDeliveryStatus(r.parcel.status),
  );
  if (!earlier) return;
  const { parcel, courier } = earlier;
  throw new AppError('CONFIRMATION_NEEDED', 'earlierParcelMayBeLive', {
    courier,
    parcel: parcel.consignmentId ?? parcel.trackingCode ?? parcel.invoice,
    status: parcel.status,
  });
}

/**
 * Under the order's lock: checks it can go, gives it a new id when the courier returned it, and writes
 * the 'sending' parcel row before any call, so that a second send of the same order (another browser,
 * a double click, a batch) finds it and does not book again.
 */
export async function claimOrder(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  writer: OrderWriter,
  orderId: string,
  options: { confirmLiveParcel?: boolean } = {},
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, orderId);
    const { row: courier, account } = await orderCourier(deps, tx, order);
    if (!isOpen(order.status)) throw new AppError('CONFLICT', 'orderCannotBeSent', { status: order.status });
    if (order.courierStatus === 'sent') {
      throw new AppError('CONFLICT', 'orderAlreadySent', { code: order.code, courier: courier.name });
    }
    if (!options.confirmLiveParcel) await refuseWhileEarlierParcelMayBeLive(tx, order);
    if (!account) {
      await markReady(tx, writer, order);
      return { kind: 'manual', code: order.code, courierName: courier.name };
    }
    const newCode = order.courierStatus === 'returned';
    const code = newCode ? await giveNewCode(tx, writer, order) : order.code;
    const request = await parcelRequest(tx, order, code);
    const [earlier] = await tx
      .select()
      .from(parcels)
      .where(
        and(
          eq(parcels.sellerId, writer.sellerId),
          eq(parcels.courierId, courier.id),
          eq(parcels.invoice, code),
        ),
      );
    const base = { kind: 'book' as const, orderId, code, newCode, account, request };
    if (!earlier) {
      const [parcel] = await tx
        .insert(parcels)
        .values({
          sellerId: writer.sellerId,
          orderId,
          courierId: courier.id,
          invoice: code,
          booking: 'sending',
          codAmount: order.payable,
        })
        .returning({ id: parcels.id });
      return { ...base, parcelId: parcel!.id, resumed: false };
    }
    if (earlier.booking === 'sending' && Date.now() - earlier.updatedAt.getTime() < STALE_SENDING_MS) {
      throw new AppError('CONFLICT', 'orderBeingSent', { code, courier: courier.name });
    }
    // Booked but the order never heard (a crash between the two writes), or an answer that never came.
    await tx.update(parcels).set({ booking: 'sending' }).where(parcelKey(writer.sellerId, earlier.id));
    return { ...base, parcelId: earlier.id, resumed: true };
  });
}

const parcelKey = (sellerId: string, id: string) => and(eq(parcels.sellerId, sellerId), eq(parcels.id, id));

/**
 * The courier has the parcel: store its ids and status (and the first history entry), and the order is
 * ready with courier status sent. An order cancelled meanwhile keeps its status but is marked sent: the
 * parcel exists.
 */
export async function settleBooked(
  db: Db,
  writer: OrderWriter,
  claim: Extract<Claim, { kind: 'book' }>,
  parcel: BookedParcel,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, writer.sellerId, claim.orderId);
    await tx
      .update(parcels)
      .set({
        booking: 'booked',
        consignmentId: parcel.consignmentId,
        trackingCode: parcel.trackingCode,
        status: parcel.status,
        rawStatus: parcel.rawStatus || null,
        statusChangedAt: now,
        active: true,
        nextSyncAt: new Date(now.getTime() + FIRST_SYNC_AFTER_MS),
        syncFailures: 0,
      })
      .where(parcelKey(writer.sellerId, claim.parcelId));
    await tx.insert(parcelEvents).values({
      sellerId: writer.sellerId,
      parcelId: claim.parcelId,
      status: parcel.status,
      rawStatus: parcel.rawStatus || null,
      source: 'dispatch',
      occurredAt: now,
    });
    await markReady(tx, writer, order);
    await updateOrder(tx, writer, order, { courierStatus: 'sent' });
    await appendOrderEvent(tx, writer, order.id, {
      kind: 'dispatch',
      changes: {
        courier: { from: null, to: claim.account.name },
        consignmentId: { from: null, to: parcel.consignmentId },
      },
    });
    await queueOrderSms(tx, writer, order, 'dispatched', 'if turned on');
  });
}

/**
 * Nothing was booked (the courier said no, or has no such parcel): the order is as it was. A parcel with
 * a history (booked once) keeps its row, unconfirmed, so the history stays.
 */
export async function dropBooking(db: Db, sellerId: string, parcelId: string): Promise<void> {
  const [history] = await db
    .select({ id: parcelEvents.id })
    .from(parcelEvents)
    .where(and(eq(parcelEvents.sellerId, sellerId), eq(parcelEvents.parcelId, parcelId)))
    .limit(1);
  if (history) await markUnconfirmed(db, sellerId, parcelId);
  else await db.delete(parcels).where(and(parcelKey(sellerId, parcelId), eq(parcels.booking, 'sending')));
}

/** The answer never came: the next send (or the status sync) asks the courier before booking again. */
export async function markUnconfirmed(db: Db, sellerId: string, parcelId: string): Promise<void> {
  // Only a row still waiting: a status that arrived meanwhile (a webhook) has confirmed it.
  await db
    .update(parcels)
    .set({ booking: 'unconfirmed' })
    .where(and(parcelKey(sellerId, parcelId), eq(parcels.booking, 'sending')));
}

export type { ParcelRow };
