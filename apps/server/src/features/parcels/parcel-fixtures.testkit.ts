import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import {
  type ApiCourier,
  parcelRows,
  type ServerWithFakeCourier,
  sendOrder,
} from '../../test/courier-fixtures.testkit.ts';
import { placeOrder, type SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';
import { syncDueParcels } from './sync.service.ts';

/**
 * Status sync tests: a run of the background sync, a parcel's row as stored, and time passing for it
 * (tests move a parcel's schedule instead of waiting for it).
 */

export const MINUTE = 60_000;

/** One run of the background sync, as the job would do it. */
export const runSync = (server: TestServer) => syncDueParcels(server.deps, server.deps.database.db);

export async function parcelRow(shop: SellerWithCatalogue, id: string) {
  const [row] = await shop.server.deps.database.db
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, id)));
  return row!;
}

/** Time passing: the parcel's next poll was `ago` ms ago. */
export async function makeDue(shop: SellerWithCatalogue, id: string, ago = MINUTE) {
  await shop.server.deps.database.db
    .update(parcels)
    .set({ nextSyncAt: new Date(Date.now() - ago) })
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, id)));
}

/** A time within [from + ms, to + ms]. */
export const about = (ms: number, from: number, to: number) => ({
  asymmetricMatch: (d: Date | null) => d !== null && d.getTime() >= from + ms && d.getTime() <= to + ms,
  toAsymmetricMatcher: () => `a time ${ms} ms after the run`,
});

/**
 * A Steadfast send whose answer was lost while the lookup after it failed too: the parcel is kept
 * unconfirmed, and made 3 minutes old (no send is waiting for it any more).
 */
export async function unconfirmedSend(
  world: ServerWithFakeCourier,
  shop: SellerWithCatalogue,
  courier: ApiCourier,
  lost: 'drop' | 'timeout',
) {
  const order = await placeOrder(shop, { courierId: courier.id });
  world.fake.injectFault('steadfast', { kind: lost, path: '/create_order' });
  world.fake.injectFault('steadfast', { kind: 'error', status: 500, path: '/status_by_invoice' });
  expect((await sendOrder(shop, order.id)).status).toBe(502);
  const [parcel] = await parcelRows(world.server, shop, order.id);
  expect(parcel).toMatchObject({ booking: 'unconfirmed', consignmentId: null });
  await shop.server.deps.database.db
    .update(parcels)
    .set({ updatedAt: new Date(Date.now() - 3 * MINUTE) })
    .where(and(eq(parcels.sellerId, shop.sellerId), eq(parcels.id, parcel!.id)));
  return { order, parcel: parcel! };
}
