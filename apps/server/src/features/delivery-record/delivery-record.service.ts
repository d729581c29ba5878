import { deliveryRisk, formatMessage } from '@chalan/core';
import type { CourierRecord, DeliveryRecord, OwnRecord } from '@chalan/core/delivery-record/replies';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { courierAccount } from '../../couriers/account.ts';
import type { Db } from '../../db/client.ts';
import { couriers, customers, fraudChecks, orders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { liveOrder } from '../orders/order-access.ts';

/** A courier's figures are asked again after a day. */
const CACHE_MS = 24 * 60 * 60 * 1000;

/** This seller's orders to the phone: delivered (completed), returned and cancelled. */
async function ownRecord(db: Db, sellerId: string, phone: string): Promise<OwnRecord> {
  const countOf = (status: string) =>
    sql<number>`count(*) filter (where ${orders.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      delivered: countOf('completed'),
      returned: countOf('returned'),
      cancelled: countOf('cancelled'),
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.phone, phone), isNull(orders.deletedAt)));
  return row ?? { total: 0, delivered: 0, returned: 0, cancelled: 0 };
}

/**
 * The figures of the seller's first active courier that offers a fraud check (Steadfast), kept a day per
 * phone; null when no courier offers one or it cannot be asked now (the badge then rests on our own record).
 */
async function courierRecord(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  sellerId: string,
  phone: string,
): Promise<CourierRecord | null> {
  const rows = await db
    .select()
    .from(couriers)
    .where(
      and(eq(couriers.sellerId, sellerId), eq(couriers.status, true), eq(couriers.provider, 'steadfast')),
    )
    .orderBy(asc(couriers.createdAt));
  for (const row of rows) {
    const account = await courierAccount(deps, row);
    if (!account?.adapter.fraudCheck) continue;
    const [cached] = await db
      .select()
      .from(fraudChecks)
      .where(
        and(
          eq(fraudChecks.sellerId, sellerId),
          eq(fraudChecks.courierId, row.id),
          eq(fraudChecks.phone, phone),
        ),
      );
    if (cached && Date.now() - cached.checkedAt.getTime() < CACHE_MS) {
      return {
        name: row.name,
        ...(cached.report as Omit<CourierRecord, 'name' | 'checkedAt'>),
        checkedAt: cached.checkedAt.toISOString(),
      };
    }
    const asked = await account.adapter.fraudCheck(account.credentials, phone, account.call);
    if (!asked.ok) return null;
    const report = { ...asked.report };
    const checkedAt = new Date();
    await db
      .insert(fraudChecks)
      .values({ sellerId, courierId: row.id, phone, report, checkedAt })
      .onConflictDoUpdate({
        target: [fraudChecks.sellerId, fraudChecks.courierId, fraudChecks.phone],
        set: { report, checkedAt },
      });
    return { name: row.name, ...report, checkedAt: checkedAt.toISOString() };
  }
  return null;
}

/** The badge of Start Order and the open orders: risk, its reasons, and the figures behind them. */
export async function deliveryRecord(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  sellerId: string,
  phone: string,
): Promise<DeliveryRecord> {
  const own = await ownRecord(db, sellerId, phone);
  const courier = await courierRecord(deps, db, sellerId, phone);
  const { risk, reasons } = deliveryRisk(own, courier);
  return {
    risk,
    reasons: reasons.map((r) => ({ ...r, message: formatMessage(r.key, r.params) })),
    own,
    courier,
  };
}

export async function phoneOfCustomer(db: Db, sellerId: string, id: string) {
  const [row] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.sellerId, sellerId), eq(customers.id, id), isNull(customers.deletedAt)));
  if (!row) throw notFound();
  return row.phone;
}

export async function phoneOfOrder(db: Db, sellerId: string, id: string) {
  const [row] = await db.select({ phone: orders.phone }).from(orders).where(liveOrder(sellerId, id));
  if (!row) throw notFound();
  return row.phone;
}
