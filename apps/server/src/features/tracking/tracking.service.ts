import { type DeliveryStatus, type OrderStatus, toDeliveryStatus } from '@chalan/core';
import { roundToTaka } from '@chalan/core/money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  couriers,
  orderEvents,
  orderLines,
  orders,
  parcelEvents,
  parcels,
  sellers,
} from '../../db/schema/index.ts';
import { tokenOrder } from '../../lib/order-token-query.ts';
import { uploadUrl } from '../../lib/uploads.ts';
import { readTrackingToken, type TrackingKeys, trackingUrl } from './tracking-link.ts';

/** The link stops working this long after the order ends (completed, returned or cancelled). */
export const TRACKING_DAYS_AFTER_END = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED = new Set<OrderStatus>(['completed', 'returned', 'cancelled']);

/** One step of the parcel's history; the courier's own words only where the courier said them. */
export interface TrackingStep {
  at: Date;
  status: DeliveryStatus;
  /** The booking itself: "handed to the courier". */
  handedOver: boolean;
  courierWords: { en: string | null; bn: string | null };
}

/** All the page shows, and nothing more of the seller's or the customer's data. */
export interface TrackingView {
  seller: { name: string; logoUrl: string | null };
  code: string;
  items: { name: string; qty: number }[];
  /** What the rider collects, in whole taka as the label prints it (poisha). */
  payable: number;
  courier: string;
  status: DeliveryStatus;
  history: TrackingStep[];
}

export type TrackingResult =
  | { kind: 'missing' }
  | { kind: 'expired' }
  | { kind: 'found'; view: TrackingView };

const MISSING = { kind: 'missing' } as const;

/** The order a token names, if the token is genuine (lib/order-token-query.ts). */
const trackedOrder = (db: Db, keys: TrackingKeys, token: string) =>
  tokenOrder(db, readTrackingToken(keys, token), {
    code: orders.code,
    status: orders.status,
    payable: orders.payable,
    completedAt: orders.completedAt,
    updatedAt: orders.updatedAt,
    sellerName: sellers.name,
    logoPath: sellers.logoPath,
  });

type Tracked = NonNullable<Awaited<ReturnType<typeof trackedOrder>>>;

/** When the order ended: its completion, or the move to where it is now (returned, cancelled). */
async function endedAt(db: Db, order: Tracked): Promise<Date | null> {
  if (!ENDED.has(order.status)) return null;
  if (order.status === 'completed' && order.completedAt) return order.completedAt;
  const [move] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.sellerId, order.sellerId),
        eq(orderEvents.orderId, order.orderId),
        eq(orderEvents.toStatus, order.status),
      ),
    )
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return move?.at ?? order.updatedAt;
}

/** The order's latest booked parcel with its courier's name: what the page follows. */
async function latestParcel(db: Db, order: Tracked) {
  const [parcel] = await db
    .select({ id: parcels.id, status: parcels.status, courier: couriers.name })
    .from(parcels)
    .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
    .where(
      and(
        eq(parcels.sellerId, order.sellerId),
        eq(parcels.orderId, order.orderId),
        eq(parcels.booking, 'booked'),
      ),
    )
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(1);
  return parcel ?? null;
}

/**
 * What the tracking page of `token` shows: missing for anything but a genuine token of a live order that
 * a courier booked (nothing said about why), expired 30 days after the order ended.
 */
export async function loadTracking(
  db: Db,
  keys: TrackingKeys,
  token: string,
  now = new Date(),
): Promise<TrackingResult> {
  const order = await trackedOrder(db, keys, token);
  if (!order) return MISSING;
  const parcel = await latestParcel(db, order);
  if (!parcel) return MISSING;
  const ended = await endedAt(db, order);
  if (ended && now.getTime() - ended.getTime() > TRACKING_DAYS_AFTER_END * DAY_MS) return { kind: 'expired' };
  const items = await db
    .select({ name: orderLines.name, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.sellerId, order.sellerId), eq(orderLines.orderId, order.orderId)))
    .orderBy(asc(orderLines.position));
  const events = await db
    .select()
    .from(parcelEvents)
    .where(and(eq(parcelEvents.sellerId, order.sellerId), eq(parcelEvents.parcelId, parcel.id)))
    .orderBy(desc(parcelEvents.createdAt), desc(parcelEvents.id));
  return {
    kind: 'found',
    view: {
      seller: { name: order.sellerName, logoUrl: uploadUrl(order.logoPath) },
      code: order.code,
      items,
      payable: roundToTaka(order.payable) * 100,
      courier: parcel.courier,
      status: parcel.status,
      history: events.map((e) => {
        // Our own notes (a cancel we asked for) are the seller's, not the customer's.
        const fromCourier = e.source === 'poll' || e.source === 'webhook';
        return {
          at: e.occurredAt ?? e.createdAt,
          status: toDeliveryStatus(e.status),
          handedOver: e.source === 'dispatch',
          courierWords: {
            en: fromCourier ? e.message : null,
            bn: fromCourier ? e.messageBn : null,
          },
        };
      }),
    },
  };
}

/**
 * The tracking links of those of the seller's orders a courier has booked (an order never sent has none);
 * the invoices give them to the label, item 2's SMS after dispatch takes one.
 */
export async function trackingUrls(
  db: Db,
  config: Pick<Config, 'APP_URL' | 'AUTH_SECRET'>,
  sellerId: string,
  orderIds: string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const sent = await db
    .selectDistinct({ orderId: parcels.orderId })
    .from(parcels)
    .where(
      and(eq(parcels.sellerId, sellerId), inArray(parcels.orderId, orderIds), eq(parcels.booking, 'booked')),
    );
  return new Map(sent.map(({ orderId }) => [orderId, trackingUrl(config, { sellerId, orderId })]));
}

/** One order's tracking link, or null when no courier has booked it. */
export const orderTrackingUrl = async (
  db: Db,
  config: Pick<Config, 'APP_URL' | 'AUTH_SECRET'>,
  sellerId: string,
  orderId: string,
) => (await trackingUrls(db, config, sellerId, [orderId])).get(orderId) ?? null;
