import type { OrderDetail } from '@chalan/core';
import type { InvoiceParcel, InvoiceSender, InvoicesReply } from '@chalan/core/invoices/replies';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { couriers, parcels, sellers, stores } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { uploadUrl } from '../../lib/uploads.ts';
import { loadOrderDetail } from '../orders/order-detail.ts';
import { trackingUrls } from '../tracking/tracking.service.ts';

/** The orders' active parcels (one at a time per order) with their courier's name, for the labels. */
async function activeParcels(db: Db, sellerId: string, orderIds: string[]) {
  const rows = await db
    .select({
      orderId: parcels.orderId,
      courier: couriers.name,
      consignmentId: parcels.consignmentId,
      trackingCode: parcels.trackingCode,
    })
    .from(parcels)
    .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
    .where(and(eq(parcels.sellerId, sellerId), inArray(parcels.orderId, orderIds), eq(parcels.active, true)));
  return new Map<string, InvoiceParcel>(rows.map(({ orderId, ...parcel }) => [orderId, parcel]));
}

/**
 * Everything the invoice generator prints for the chosen orders: the seller, and each order with its
 * store as sender, its parcel (courier, consignment id, tracking code) and its tracking link for the 4×6 label.
 */
export async function loadInvoices(
  db: Db,
  config: Pick<Config, 'APP_URL' | 'AUTH_SECRET'>,
  sellerId: string,
  orderIds: string[],
): Promise<InvoicesReply> {
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  if (!seller) throw notFound();
  const details: OrderDetail[] = [];
  for (const id of orderIds) details.push(await loadOrderDetail(db, sellerId, id));
  const storeIds = [...new Set(details.map((d) => d.store.id))];
  const storeRows = storeIds.length
    ? await db
        .select()
        .from(stores)
        .where(and(eq(stores.sellerId, sellerId), inArray(stores.id, storeIds)))
    : [];
  const senders = new Map<string, InvoiceSender>(
    storeRows.map((s) => [
      s.id,
      { name: s.name, address: s.address, area: s.area, district: s.district, phone: s.phone, zip: s.zip },
    ]),
  );
  const parcelOf = await activeParcels(db, sellerId, orderIds);
  const trackingUrlOf = await trackingUrls(db, config, sellerId, orderIds);
  return {
    seller: {
      name: seller.name,
      phone: seller.phone,
      address: seller.address,
      city: seller.city,
      logoUrl: uploadUrl(seller.logoPath),
    },
    invoices: details.map((order) => ({
      order,
      sender: senders.get(order.store.id)!,
      parcel: parcelOf.get(order.id) ?? null,
      trackingUrl: trackingUrlOf.get(order.id) ?? null,
    })),
  };
}
