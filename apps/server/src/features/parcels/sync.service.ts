import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { type CourierAccount, courierAccount } from '../../couriers/account.ts';
import { courierMessage } from '../../couriers/http.ts';
import type { CourierMessage } from '../../couriers/index.ts';
import { courierTurn, isPaused, paceOf, pauseCourier } from '../../couriers/pace.ts';
import type { Db } from '../../db/client.ts';
import { couriers, parcels } from '../../db/schema/index.ts';
import { markUnconfirmed, STALE_SENDING_MS } from '../dispatch/booking.ts';
import { applyParcelNews } from './parcel-status.service.ts';
import { refreshingCouriers } from './refresh-live.ts';

const MINUTE = 60_000;
/** After a failure: 2, 4, 8 … minutes, at most six hours. */
const backoff = (failures: number) => Math.min(2 ** failures, 360) * MINUTE;
/** A courier that says "too many requests" is left alone this long. */
const RATE_LIMIT_PAUSE_MS = 5 * MINUTE;
/** Parcels the background sync asks about per run. */
const BATCH = 200;

export type ParcelRow = typeof parcels.$inferSelect;
export interface SyncCounts {
  checked: number;
  changed: number;
  failed: number;
  /** Couriers left alone because they said "too many requests" (in this run or a little before). */
  paused: number;
}

/** What one look-up of a parcel came to; 'paused': the courier said "too many requests". */
export type ParcelCheck =
  | { kind: 'read'; changed: boolean }
  | { kind: 'failed'; reason: CourierMessage }
  /** `asked`: this parcel's call was the one refused (else the courier was paused already). */
  | { kind: 'paused'; asked: boolean; reason: CourierMessage };

async function pushBack(db: Db, parcel: ParcelRow, delayMs: number) {
  await db
    .update(parcels)
    .set({
      syncFailures: parcel.syncFailures + 1,
      nextSyncAt: new Date(Date.now() + delayMs),
    })
    .where(and(eq(parcels.sellerId, parcel.sellerId), eq(parcels.id, parcel.id)));
}

/**
 * Asks the courier about one parcel, at the account's pace, and stores the answer. An unconfirmed booking
 * is looked up by our invoice (Steadfast): found, the order is sent; not there, the claim is released so
 * the order can be sent again. An error pushes the parcel back; "too many requests" pauses the courier.
 */
export async function checkParcel(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  account: CourierAccount,
  stored: ParcelRow,
): Promise<ParcelCheck> {
  if (await isPaused(db, account)) return { kind: 'paused', asked: false, reason: rateLimited(account) };
  // A send that died mid-way (only stale ones are picked): its answer is not coming.
  if (stored.booking === 'sending') await markUnconfirmed(db, stored.sellerId, stored.id);
  const parcel = stored.booking === 'sending' ? { ...stored, booking: 'unconfirmed' as const } : stored;
  await courierTurn(db, account, paceOf(account.provider, deps.config.COURIER_PACE_MS));
  const found = await account.adapter.findParcel(
    account.credentials,
    { invoice: parcel.invoice, consignmentId: parcel.consignmentId, trackingCode: parcel.trackingCode },
    account.call,
  );
  if (found.ok) {
    // RedX's newest tracking step carries its words (in English and Bangla).
    const words = found.history?.at(-1);
    const { changed } = await applyParcelNews(db, parcel, {
      status: found.status,
      rawStatus: found.rawStatus,
      ...(words?.message ? { message: words.message } : {}),
      ...(words?.messageBn ? { messageBn: words.messageBn } : {}),
      source: 'poll',
      consignmentId: found.consignmentId,
      trackingCode: found.trackingCode,
      collectedPoisha: found.collectedPoisha,
      chargePoisha: found.chargePoisha,
    });
    return { kind: 'read', changed };
  }
  if (found.failure === 'not_found' && parcel.booking !== 'booked') {
    // The courier never got it: nothing to wait for; the next send books it.
    await db.delete(parcels).where(and(eq(parcels.sellerId, parcel.sellerId), eq(parcels.id, parcel.id)));
    return { kind: 'failed', reason: found.reason };
  }
  if (found.failure === 'rate_limited') {
    await pauseCourier(db, account, RATE_LIMIT_PAUSE_MS);
    await pushBack(db, parcel, RATE_LIMIT_PAUSE_MS);
    return { kind: 'paused', asked: true, reason: found.reason };
  }
  await pushBack(db, parcel, backoff(parcel.syncFailures + 1));
  return { kind: 'failed', reason: found.reason };
}

const rateLimited = (account: CourierAccount) =>
  courierMessage('courierRateLimited', { courier: account.name });

/**
 * One courier's due parcels, one after another; "too many requests" stops this courier for now, and the
 * parcels it did not ask about are given back as they were (`unasked`).
 */
async function syncCourier(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  account: CourierAccount,
  due: ParcelRow[],
): Promise<{ counts: SyncCounts; unasked: ParcelRow[] }> {
  const counts: SyncCounts = { checked: 0, changed: 0, failed: 0, paused: 0 };
  for (const [i, parcel] of due.entries()) {
    const check = await checkParcel(deps, db, account, parcel);
    if (check.kind === 'paused') {
      counts.paused = 1;
      if (check.asked) Object.assign(counts, { checked: counts.checked + 1, failed: counts.failed + 1 });
      return { counts, unasked: due.slice(check.asked ? i + 1 : i) };
    }
    counts.checked++;
    if (check.kind === 'failed') counts.failed++;
    else if (check.changed) counts.changed++;
  }
  return { counts, unasked: [] };
}

const add = (a: SyncCounts, b: SyncCounts): SyncCounts => ({
  checked: a.checked + b.checked,
  changed: a.changed + b.changed,
  failed: a.failed + b.failed,
  paused: a.paused + b.paused,
});

/** Each courier account's parcels at the same time, each at its own pace (not one queue for all). */
async function syncGroups(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  { due, claim }: { due: ParcelRow[]; claim: Claim },
): Promise<SyncCounts> {
  const refreshing = await refreshingCouriers(db);
  const byCourier = new Map<string, ParcelRow[]>();
  for (const p of due) {
    const key = `${p.sellerId}/${p.courierId}`;
    byCourier.set(key, [...(byCourier.get(key) ?? []), p]);
  }
  const runs = [...byCourier.values()].map(async (group) => {
    const first = group[0]!;
    if (refreshing.has(`${first.sellerId}/${first.courierId}`))
      return release(db, group, claim).then(() => null);
    const [row] = await db
      .select()
      .from(couriers)
      .where(and(eq(couriers.sellerId, first.sellerId), eq(couriers.id, first.courierId)));
    const account = row ? await courierAccount(deps, row) : null;
    if (!account) return null;
    const { counts, unasked } = await syncCourier(deps, db, account, group);
    await release(db, unasked, claim);
    return counts;
  });
  return (await Promise.all(runs)).reduce<SyncCounts>(
    (total, counts) => (counts ? add(total, counts) : total),
    {
      checked: 0,
      changed: 0,
      failed: 0,
      paused: 0,
    },
  );
}

/** A due parcel taken by a sync round comes back to the others after this long if its round dies. */
const CLAIM_MS = 5 * MINUTE;

/** What a round wrote to take its parcels: a booked parcel's next poll, a lost booking's "last touched". */
interface Claim {
  nextSyncAt: Date;
  updatedAt: Date;
}

/**
 * The due parcels of one round, taken in the database: unconfirmed bookings old enough that no send is
 * still waiting for them (only Steadfast can look those up; few, so first), then booked parcels whose next
 * poll is due — two reads, each on its own index, where one with an OR would read the whole table. Each is
 * locked (FOR UPDATE SKIP LOCKED) and pushed ahead — its next poll, or its "last touched" — before the
 * round asks about it, so instances running the sync at once never ask about one parcel twice; the answer
 * then sets its real next poll.
 */
async function claimDueParcels(
  db: Db,
  now: Date,
  batch = BATCH,
): Promise<{ due: ParcelRow[]; claim: Claim }> {
  return db.transaction(async (tx) => {
    const lost = await tx
      .select({ parcel: parcels })
      .from(parcels)
      .innerJoin(couriers, and(eq(couriers.sellerId, parcels.sellerId), eq(couriers.id, parcels.courierId)))
      .where(
        and(
          inArray(parcels.booking, ['unconfirmed', 'sending']),
          lte(parcels.updatedAt, new Date(now.getTime() - STALE_SENDING_MS)),
          eq(couriers.provider, 'steadfast'),
        ),
      )
      .orderBy(asc(parcels.updatedAt))
      .limit(batch)
      .for('update', { of: parcels, skipLocked: true });
    const booked = await tx
      .select()
      .from(parcels)
      .where(and(eq(parcels.booking, 'booked'), lte(parcels.nextSyncAt, now)))
      .orderBy(asc(parcels.nextSyncAt))
      .limit(batch - lost.length)
      .for('update', { skipLocked: true });
    const rows = [...lost.map((l) => l.parcel), ...booked];
    const claim: Claim = { nextSyncAt: new Date(now.getTime() + CLAIM_MS), updatedAt: now };
    for (const [isBooked, set] of [
      [true, { nextSyncAt: claim.nextSyncAt }],
      [false, { updatedAt: claim.updatedAt }],
    ] as const) {
      const ids = rows.filter((p) => (p.booking === 'booked') === isBooked).map((p) => p.id);
      if (ids.length === 0) continue;
      for (const sellerId of new Set(rows.map((p) => p.sellerId))) {
        await tx
          .update(parcels)
          .set(set)
          .where(and(eq(parcels.sellerId, sellerId), inArray(parcels.id, ids)));
      }
    }
    return { due: rows, claim };
  });
}

/**
 * Gives back parcels a round claimed and did not ask about (their courier paused, or its Refresh running):
 * each as it was, unless something has written it since (its claim is no longer what the round wrote).
 */
async function release(db: Db, unasked: ParcelRow[], claim: Claim) {
  for (const p of unasked) {
    const booked = p.booking === 'booked';
    await db
      .update(parcels)
      .set(booked ? { nextSyncAt: p.nextSyncAt } : { updatedAt: p.updatedAt })
      .where(
        and(
          eq(parcels.sellerId, p.sellerId),
          eq(parcels.id, p.id),
          booked ? eq(parcels.nextSyncAt, claim.nextSyncAt) : eq(parcels.updatedAt, claim.updatedAt),
        ),
      );
  }
}

/**
 * The background sync: the due parcels (claimDueParcels), each courier account's at its own pace. A courier
 * whose Refresh is running, on any instance, is left to it.
 */
export async function syncDueParcels(deps: Pick<AppDeps, 'config'>, db: Db): Promise<SyncCounts> {
  return syncGroups(deps, db, await claimDueParcels(db, new Date()));
}

/**
 * The periodic job's run: rounds one after another while the last took a full batch and asked about some,
 * so a backlog drains at the couriers' pace rather than one batch per interval (several instances drain it
 * together); a full round of paused couriers' parcels ends it until the next interval.
 */
export async function syncBacklog(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  stopping: () => boolean,
  batch = BATCH,
): Promise<SyncCounts> {
  let total: SyncCounts = { checked: 0, changed: 0, failed: 0, paused: 0 };
  for (;;) {
    const round = await claimDueParcels(db, new Date(), batch);
    const counts = await syncGroups(deps, db, round);
    total = add(total, counts);
    if (round.due.length < batch || counts.checked === 0 || stopping()) return total;
  }
}
