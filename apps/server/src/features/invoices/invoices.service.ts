import type { OrderDetail } from '@chalan/core';
import type { InvoiceSender, InvoicesReply } from '@chalan/core/invoices/replies';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers, stores } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { uploadUrl } from '../../lib/uploads.ts';
import { loadOrderDetail } from '../orders/order-detail.ts';

/** Everything the invoice generator prints for the chosen orders: the seller, and each order with its store as sender. */
export async function loadInvoices(db: Db, sellerId: string, orderIds: string[]): Promise<InvoicesReply> {
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
  return {
    seller: {
      name: seller.name,
      phone: seller.phone,
      address: seller.address,
      city: seller.city,
      logoUrl: uploadUrl(seller.logoPath),
    },
    invoices: details.map((order) => ({ order, sender: senders.get(order.store.id)! })),
  };
}
