import { type DeliveryStatus, isFinalDeliveryStatus } from '@chalan/core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { couriers, parcelEvents, parcels } from '../../db/schema/index.ts';
import { lockLiveOrder, type OrderRow } from '../orders/order-access.ts';
import { appendOrderEvent, moveOrder, type OrderMover, updateOrder } from '../orders/order-moves.ts';

const MINUTE = 60_000;

/** How soon to ask again about a parcel still on its way: often while young, then less. */
export function nextPollAt(now: Date, bookedAt: Date): Date {
  const ageHours = (now.getTime() - bookedAt.getTime()) / (60 * MINUTE);
  const every = ageHours < 24 ? 30 * MINUTE : ageHours < 7 * 24 ? 2 * 60 * MINUTE : 12 * 60 * MINUTE;
  return new Date(now.getTime() + every);
}

/** What a courier said about a parcel, from a status call or a webhook. */
export interface ParcelNews {
  status: DeliveryStatus;
  rawStatus: string;
  /** When the courier says it happened; now when it does not say. */
  at?: Date;
  message?: string;
  /** The courier's words in Bangla (RedX). */
  messageBn?: string;
  source: 'poll' | 'webhook' | 'manual';
  consignmentId?: string | null;
  trackingCode?: string | null;
  /** What the courier says it collected and charged for the parcel, where it says. */
  collectedPoisha?: number;
  chargePoisha?: number;
}

type ParcelRow = typeof parcels.$inferSelect;
const parcelKey = (p: Pick<ParcelRow, 'sellerId' | 'id'>) =>
  and(eq(parcels.sellerId, p.sellerId), eq(parcels.id, p.id));

/** Courier news moves orders with no user behind it. */
const system = (sellerId: string): OrderMover => ({ sellerId, userId: null });

/** An unconfirmed booking the courier turns out to have: the order is now ready and sent. */
async function confirmBooking(tx: Tx, order: OrderRow, consignmentId: string | null): Promise<OrderRow> {
  const mover = system(order.sellerId);
  const ready = order.status === 'processing' ? await moveOrder(tx, mover, order, 'ready') : order;
  await updateOrder(tx, mover, order, { courierStatus: 'sent' });
  await appendOrderEvent(tx, mover, order.id, {
    kind: 'dispatch',
    changes: { consignmentId: { from: null, to: consignmentId } },
  });
  return { ...ready, courierStatus: 'sent' };
}

/** A delivered parcel completes its ready order when the courier's setting says so. */
async function completeOnDelivery(tx: Tx, order: OrderRow, courierId: string) {
  if (order.status !== 'ready') return;
  const [courier] = await tx
    .select({ completeOnDelivered: couriers.completeOnDelivered })
    .from(couriers)
    .where(and(eq(couriers.sellerId, order.sellerId), eq(couriers.id, courierId)));
  if (courier?.completeOnDelivered) await moveOrder(tx, system(order.sellerId), order, 'completed');
}

/**
 * Stores what the courier said about a parcel, once: the same raw value again (a replayed webhook, a poll
 * that finds nothing new) adds no history, and news older than what we have is kept out of the current
 * status. A delivered parcel completes its ready order when the courier's setting says so.
 */
export async function applyParcelNews(db: Db, parcelId: { sellerId: string; id: string }, news: ParcelNews) {
  const now = new Date();
  return db.transaction(async (tx) => {
    // The order first, then its parcel: the order screens lock in that order too, so neither waits on
    // the other for ever. A deleted order keeps its parcel's news but is moved no more.
    const [seen] = await tx.select({ orderId: parcels.orderId }).from(parcels).where(parcelKey(parcelId));
    const order = seen ? await lockLiveOrder(tx, parcelId.sellerId, seen.orderId) : null;
    const [parcel] = await tx.select().from(parcels).where(parcelKey(parcelId)).for('update');
    // A send still waiting for its answer records the booking itself.
    if (!parcel || parcel.booking === 'sending') return { changed: false };
    const at = news.at ?? now;
    const ids = {
      ...(news.consignmentId && !parcel.consignmentId ? { consignmentId: news.consignmentId } : {}),
      ...(news.trackingCode && !parcel.trackingCode ? { trackingCode: news.trackingCode } : {}),
    };
    // Couriers vary the case of a value between calls (Pathao books "Pending", then reports "pending").
    const sameRaw = (parcel.rawStatus ?? '').toLowerCase() === (news.rawStatus ?? '').toLowerCase();
    const same = sameRaw && parcel.status === news.status;
    const stale = parcel.statusChangedAt !== null && at < parcel.statusChangedAt;
    const changed = !same && !stale;
    const final = isFinalDeliveryStatus(changed ? news.status : parcel.status);
    // A cancel we asked for (or left to the courier's panel) is over once the courier says the parcel is
    // cancelled, returned or otherwise done.
    const cancelSettled =
      parcel.cancelState !== null && changed && (final || news.status === 'cancelled_approval_pending');
    await tx
      .update(parcels)
      .set({
        ...ids,
        ...(changed ? { status: news.status, rawStatus: news.rawStatus || null, statusChangedAt: at } : {}),
        ...(parcel.booking === 'booked' ? {} : { booking: 'booked' as const }),
        ...(news.collectedPoisha === undefined ? {} : { collectedAmount: news.collectedPoisha }),
        ...(news.chargePoisha === undefined ? {} : { deliveryCharge: news.chargePoisha }),
        ...(cancelSettled ? { cancelState: null } : {}),
        lastSyncedAt: now,
        syncFailures: 0,
        nextSyncAt: final ? null : nextPollAt(now, parcel.createdAt),
      })
      .where(parcelKey(parcel));
    if (!same) {
      await tx.insert(parcelEvents).values({
        sellerId: parcel.sellerId,
        parcelId: parcel.id,
        status: news.status,
        rawStatus: news.rawStatus || null,
        source: news.source,
        message: news.message ?? null,
        messageBn: news.messageBn ?? null,
        occurredAt: at,
      });
    }
    if (order && cancelSettled) {
      await appendOrderEvent(tx, system(order.sellerId), order.id, {
        kind: 'courier_cancel',
        changes: { courierCancel: { from: parcel.cancelState, to: news.status } },
      });
    }
    const current =
      order && parcel.booking !== 'booked'
        ? await confirmBooking(tx, order, ids.consignmentId ?? parcel.consignmentId)
        : order;
    if (current && changed && news.status === 'delivered' && parcel.active) {
      await completeOnDelivery(tx, current, parcel.courierId);
    }
    return { changed };
  });
}
