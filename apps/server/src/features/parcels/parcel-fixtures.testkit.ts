import { and, eq } from 'drizzle-orm';
import { parcels } from '../../db/schema/index.ts';
import type { SellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
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
