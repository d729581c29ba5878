import { type DeliveryStatus, isFinalDeliveryStatus } from '@chalan/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers, orderEvents, orders, parcelEvents, parcels } from '../../db/schema/index.ts';
import type { Tx } from '../orders/orders-write-stock.ts';
import { statusChange } from '../orders/status-change.ts';

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
  source: 'poll' | 'webhook' | 'manual';
  consignmentId?: string | null;
  trackingCode?: string | null;
}

type ParcelRow = typeof parcels.$inferSelect;
const parcelKey = (p: Pick<ParcelRow, 'sellerId' | 'id'>) =>
  and(eq(parcels.sellerId, p.sellerId), eq(parcels.id, p.id));

/** An unconfirmed booking the courier turns out to have: the order is now ready and sent. */
async function confirmBooking(tx: Tx, parcel: ParcelRow) {
  await tx
    .update(orders)
    .set({ courierStatus: 'sent' })
    .where(and(eq(orders.sellerId, parcel.sellerId), eq(orders.id, parcel.orderId)));
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.sellerId, parcel.sellerId), eq(orders.id, parcel.orderId)));
  if (order?.status === 'processing') await moveBySystem(tx, parcel, 'processing', 'ready');
  await tx.insert(orderEvents).values({
    sellerId: parcel.sellerId,
    orderId: parcel.orderId,
    kind: 'dispatch',
    changes: { consignmentId: { from: null, to: parcel.consignmentId } },
  });
}

async function moveBySystem(
  tx: Tx,
  parcel: ParcelRow,
  from: 'processing' | 'ready',
  to: 'ready' | 'completed',
) {
  await tx
    .update(orders)
    .set(statusChange(to))
    .where(and(eq(orders.sellerId, parcel.sellerId), eq(orders.id, parcel.orderId), eq(orders.status, from)));
  await tx.insert(orderEvents).values({
    sellerId: parcel.sellerId,
    orderId: parcel.orderId,
    kind: 'status',
    fromStatus: from,
    toStatus: to,
  });
}

/**
 * Stores what the courier said about a parcel, once: the same raw value again (a replayed webhook, a poll
 * that finds nothing new) adds no history, and news older than what we have is kept out of the current
 * status. A delivered parcel completes its ready order when the courier's setting says so.
 */
export async function applyParcelNews(db: Db, parcelId: { sellerId: string; id: string }, news: ParcelNews) {
  const now = new Date();
  return db.transaction(async (tx) => {
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
    await tx
      .update(parcels)
      .set({
        ...ids,
        ...(changed ? { status: news.status, rawStatus: news.rawStatus || null, statusChangedAt: at } : {}),
        ...(parcel.booking === 'booked' ? {} : { booking: 'booked' as const }),
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
        occurredAt: at,
      });
    }
    if (parcel.booking !== 'booked') await confirmBooking(tx, { ...parcel, ...ids });
    if (changed && news.status === 'delivered' && parcel.active) {
      const [courier] = await tx
        .select({ completeOnDelivered: couriers.completeOnDelivered })
        .from(couriers)
        .where(and(eq(couriers.sellerId, parcel.sellerId), eq(couriers.id, parcel.courierId)));
      if (courier?.completeOnDelivered) await moveBySystem(tx, parcel, 'ready', 'completed');
    }
    return { changed };
  });
}
