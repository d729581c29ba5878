import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { type CourierAccount, courierAccount } from '../../couriers/account.ts';
import type { Db } from '../../db/client.ts';
import { couriers, parcels } from '../../db/schema/index.ts';
import { markUnconfirmed, STALE_SENDING_MS } from '../dispatch/booking.ts';
import { applyParcelNews } from './parcel-status.service.ts';

const MINUTE = 60_000;
/** After a failure: 2, 4, 8 … minutes, at most six hours. */
const backoff = (failures: number) => Math.min(2 ** failures, 360) * MINUTE;
/** A courier that says "too many requests" is left alone this long. */
const RATE_LIMIT_PAUSE_MS = 5 * MINUTE;
/** Parcels asked about per run. */
const BATCH = 200;

type ParcelRow = typeof parcels.$inferSelect;
export interface SyncCounts {
  checked: number;
  changed: number;
  failed: number;
  /** Couriers left alone because they said "too many requests" (in this run or a little before). */
  paused: number;
}

/** Couriers that said "too many requests", until when (in this process). */
const pausedUntil = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function failed(db: Db, parcel: ParcelRow, delayMs: number) {
  await db
    .update(parcels)
    .set({
      syncFailures: parcel.syncFailures + 1,
      nextSyncAt: new Date(Date.now() + delayMs),
    })
    .where(and(eq(parcels.sellerId, parcel.sellerId), eq(parcels.id, parcel.id)));
}

/**
 * Asks one courier about its parcels, one call at a time `paceMs` apart. An unconfirmed booking is
 * looked up by our invoice (Steadfast): found, the order is sent; not there, the claim is released so the
 * order can be sent again. Errors push that parcel back; "too many requests" stops this courier for now.
 */
async function syncCourier(
  db: Db,
  account: CourierAccount,
  due: ParcelRow[],
  paceMs: number,
): Promise<SyncCounts> {
  const counts: SyncCounts = { checked: 0, changed: 0, failed: 0, paused: 0 };
  for (const [i, stored] of due.entries()) {
    if ((pausedUntil.get(account.id) ?? 0) > Date.now()) {
      counts.paused = 1;
      break;
    }
    // A send that died mid-way (only stale ones are picked): its answer is not coming.
    if (stored.booking === 'sending') await markUnconfirmed(db, stored.sellerId, stored.id);
    const parcel = stored.booking === 'sending' ? { ...stored, booking: 'unconfirmed' as const } : stored;
    if (i > 0) await sleep(paceMs);
    const found = await account.adapter.findParcel(
      account.credentials,
      { invoice: parcel.invoice, consignmentId: parcel.consignmentId, trackingCode: parcel.trackingCode },
      account.call,
    );
    counts.checked++;
    if (found.ok) {
      const { changed } = await applyParcelNews(db, parcel, {
        status: found.status,
        rawStatus: found.rawStatus,
        source: 'poll',
        consignmentId: found.consignmentId,
        trackingCode: found.trackingCode,
      });
      if (changed) counts.changed++;
      continue;
    }
    counts.failed++;
    if (found.failure === 'not_found' && parcel.booking !== 'booked') {
      // The courier never got it: nothing to wait for; the next send books it.
      await db.delete(parcels).where(and(eq(parcels.sellerId, parcel.sellerId), eq(parcels.id, parcel.id)));
      continue;
    }
    if (found.failure === 'rate_limited') {
      pausedUntil.set(account.id, Date.now() + RATE_LIMIT_PAUSE_MS);
      await failed(db, parcel, RATE_LIMIT_PAUSE_MS);
      counts.paused = 1;
      break;
    }
    await failed(db, parcel, backoff(parcel.syncFailures + 1));
  }
  return counts;
}

const add = (a: SyncCounts, b: SyncCounts): SyncCounts => ({
  checked: a.checked + b.checked,
  changed: a.changed + b.changed,
  failed: a.failed + b.failed,
  paused: a.paused + b.paused,
});

async function syncGroups(deps: Pick<AppDeps, 'config'>, db: Db, due: ParcelRow[]): Promise<SyncCounts> {
  let total: SyncCounts = { checked: 0, changed: 0, failed: 0, paused: 0 };
  const byCourier = new Map<string, ParcelRow[]>();
  for (const p of due) {
    const key = `${p.sellerId}/${p.courierId}`;
    byCourier.set(key, [...(byCourier.get(key) ?? []), p]);
  }
  for (const group of byCourier.values()) {
    const first = group[0]!;
    const [row] = await db
      .select()
      .from(couriers)
      .where(and(eq(couriers.sellerId, first.sellerId), eq(couriers.id, first.courierId)));
    const account = row ? await courierAccount(deps, row) : null;
    if (!account) continue;
    total = add(total, await syncCourier(db, account, group, deps.config.COURIER_SEND_PACE_MS));
  }
  return total;
}

/**
 * The background sync: booked parcels whose next poll is due, and unconfirmed bookings old enough that no
 * send is still waiting for them (only Steadfast can look those up; the others wait for a send or a webhook).
 */
export async function syncDueParcels(deps: Pick<AppDeps, 'config'>, db: Db): Promise<SyncCounts> {
  const now = new Date();
  const due = await db
    .select({ parcel: parcels })
    .from(parcels)
    .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
    .where(
      or(
        and(eq(parcels.booking, 'booked'), isNotNull(parcels.nextSyncAt), lte(parcels.nextSyncAt, now)),
        and(
          inArray(parcels.booking, ['unconfirmed', 'sending']),
          eq(couriers.provider, 'steadfast'),
          lte(parcels.updatedAt, new Date(now.getTime() - STALE_SENDING_MS)),
        ),
      ),
    )
    .orderBy(asc(sql`coalesce(${parcels.nextSyncAt}, ${parcels.updatedAt})`))
    .limit(BATCH);
  return syncGroups(
    deps,
    db,
    due.map((d) => d.parcel),
  );
}

/** The courier page's Refresh: every active parcel of this courier still on its way, now. */
export async function syncCourierNow(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  sellerId: string,
  courierId: string,
): Promise<SyncCounts> {
  const due = await db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.sellerId, sellerId),
        eq(parcels.courierId, courierId),
        eq(parcels.active, true),
        eq(parcels.booking, 'booked'),
        isNotNull(parcels.nextSyncAt),
      ),
    )
    .orderBy(asc(parcels.lastSyncedAt))
    .limit(BATCH);
  return syncGroups(deps, db, due);
}
