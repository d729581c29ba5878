import { randomBytes } from 'node:crypto';
import { offsetOf, type Paged, paged } from '@chalan/core';
import type { CourierParcelsQuery } from '@chalan/core/parcels/list-query';
import type { CourierParcel, CourierWebhook, ParcelEvent } from '@chalan/core/parcels/replies';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { couriers, orders, parcelEvents, parcels } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { sellerCourier } from '../couriers/couriers.service.ts';
import { loadOrderListItems } from '../orders/order-detail.ts';
import { searchCondition } from '../orders/orders-read.service.ts';

/**
 * The courier page: ready orders sent to this courier, the last sent first, each with its parcel as stored;
 * searched by any id the order has had, the parcel's consignment id or tracking code, a phone or a name,
 * and filtered by delivery statuses and the day it was sent.
 */
export async function courierParcels(
  db: Db,
  sellerId: string,
  courierId: string,
  query: CourierParcelsQuery,
): Promise<Paged<CourierParcel>> {
  await sellerCourier(db, sellerId, courierId);
  const conditions: (SQL | undefined)[] = [
    eq(orders.sellerId, sellerId),
    isNull(orders.deletedAt),
    eq(orders.status, 'ready'),
    eq(orders.courierStatus, 'sent'),
    eq(orders.courierId, courierId),
    eq(parcels.active, true),
    eq(parcels.courierId, courierId),
  ];
  if (query.search) {
    const code = query.search.trim();
    conditions.push(
      or(
        searchCondition(sellerId, query.search),
        inArray(parcels.consignmentId, [code, code.toUpperCase()]),
        inArray(parcels.trackingCode, [code, code.toUpperCase()]),
      ),
    );
  }
  if (query.statuses?.length) conditions.push(inArray(parcels.status, query.statuses));
  const sentOn = sql`(${parcels.createdAt} at time zone 'Asia/Dhaka')::date`;
  if (query.sentFrom) conditions.push(sql`${sentOn} >= ${query.sentFrom}::date`);
  if (query.sentTo) conditions.push(sql`${sentOn} <= ${query.sentTo}::date`);
  const where = and(...conditions);
  const from = () =>
    db
      .select({ parcel: parcels })
      .from(orders)
      .innerJoin(parcels, and(eq(parcels.sellerId, orders.sellerId), eq(parcels.orderId, orders.id)));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(parcels.createdAt), desc(parcels.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(parcels, and(eq(parcels.sellerId, orders.sellerId), eq(parcels.orderId, orders.id)))
      .where(where),
  ]);
  const items = await loadOrderListItems(
    db,
    sellerId,
    rows.map((r) => r.parcel.orderId),
  );
  const byId = new Map(items.map((o) => [o.id, o]));
  return paged(
    rows.map(({ parcel: p }) => ({
      order: byId.get(p.orderId)!,
      parcel: {
        id: p.id,
        status: p.status,
        rawStatus: p.rawStatus,
        statusChangedAt: p.statusChangedAt?.toISOString() ?? null,
        consignmentId: p.consignmentId,
        trackingCode: p.trackingCode,
        lastSyncedAt: p.lastSyncedAt?.toISOString() ?? null,
      },
    })),
    total?.n ?? 0,
    query,
  );
}

/** A parcel's history, newest first. */
export async function parcelHistory(db: Db, sellerId: string, parcelId: string): Promise<ParcelEvent[]> {
  const [parcel] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.sellerId, sellerId), eq(parcels.id, parcelId)));
  if (!parcel) throw notFound();
  const rows = await db
    .select()
    .from(parcelEvents)
    .where(and(eq(parcelEvents.sellerId, sellerId), eq(parcelEvents.parcelId, parcelId)))
    .orderBy(desc(parcelEvents.createdAt), desc(parcelEvents.id));
  return rows.map((e) => ({
    status: e.status,
    rawStatus: e.rawStatus,
    source: e.source,
    message: e.message,
    occurredAt: e.occurredAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  }));
}

/** Where the courier should post its webhooks for this account, and the secret it must carry. */
export async function webhookSettings(
  db: Db,
  config: Pick<Config, 'APP_URL'>,
  sellerId: string,
  id: string,
): Promise<CourierWebhook> {
  let courier = await sellerCourier(db, sellerId, id);
  if (courier.provider === 'none')
    return { provider: 'none' as const, url: null, secret: null, header: null };
  if (!courier.webhookToken) {
    const [updated] = await db
      .update(couriers)
      .set({ webhookToken: randomBytes(24).toString('base64url') })
      .where(and(eq(couriers.sellerId, sellerId), eq(couriers.id, id), isNull(couriers.webhookToken)))
      .returning();
    courier = updated ?? (await sellerCourier(db, sellerId, id));
  }
  const base = `${config.APP_URL.replace(/\/+$/, '')}/api/webhooks`;
  const secret = courier.webhookToken!;
  if (courier.provider === 'redx') {
    return { provider: courier.provider, url: `${base}/redx/${secret}`, secret, header: null };
  }
  const header = courier.provider === 'steadfast' ? 'Authorization: Bearer' : 'X-PATHAO-Signature';
  return { provider: courier.provider, url: `${base}/${courier.provider}/${courier.id}`, secret, header };
}
