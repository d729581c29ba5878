import { type DeliveryStatus, isFinalDeliveryStatus } from '@chalan/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { parcelCourier } from '../../couriers/account.ts';
import type { CancelOutcome, CourierMessage } from '../../couriers/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { reply } from '../../messages.ts';
import { appendOrderEvent, type OrderMover } from '../orders/order-moves.ts';

/**
 * DESIGN "where we differ" 11: an order leaving the road (Cancel, Back to Processing, Delete) cancels its
 * live parcel at the courier first, so no rider comes for a cancelled order. Where the courier's API
 * cannot (Pathao, a courier booked by hand), the parcel is marked "cancel pending" with what to do in the
 * courier's panel, and the status sync clears the mark when the courier reports the parcel final.
 * The courier is called outside any transaction; a refusal or no answer changes nothing here.
 */

type ParcelRow = typeof parcels.$inferSelect;

/** What became of the order's live parcel, to record with the move. */
export type Withdrawal =
  | { kind: 'none' }
  | {
      kind: 'cancelled' | 'requested' | 'manual';
      parcel: ParcelRow;
      /** The courier's status, when it turned out to have cancelled the parcel already. */
      found?: { status: DeliveryStatus; rawStatus: string };
      courier: string;
      /** What to tell the user (the courier's words, or what to do in its panel). */
      notice: ReturnType<typeof reply>;
    };

/** The order's parcel that may still be live at a courier: booked (or unconfirmed), not final, no cancel asked. */
export async function liveParcel(db: Db | Tx, sellerId: string, orderId: string): Promise<ParcelRow | null> {
  const [parcel] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, sellerId), eq(parcels.orderId, orderId), isNull(parcels.cancelState)))
    .orderBy(desc(parcels.createdAt))
    .limit(1);
  if (!parcel || isFinalDeliveryStatus(parcel.status)) return null;
  return parcel;
}

export const parcelName = (p: ParcelRow) => p.consignmentId ?? p.trackingCode ?? p.invoice;

/** Where the courier's API cannot cancel, whether `refuseManual` says to stop (Delete) or go on marked. */
export async function cancelAtCourier(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  mover: OrderMover,
  orderId: string,
  options: { refuseManual?: boolean } = {},
): Promise<Withdrawal> {
  const parcel = await liveParcel(db, mover.sellerId, orderId);
  if (!parcel) return { kind: 'none' };
  const { name, account } = await parcelCourier(deps, db, parcel);
  const params = { courier: name, parcel: parcelName(parcel) };
  if (parcel.booking === 'sending') {
    throw new AppError('CONFLICT', 'orderBeingSent', { code: parcel.invoice, courier: name });
  }
  // RedX finds a parcel only by its own id; Steadfast also by our invoice.
  const identified = parcel.consignmentId || parcel.trackingCode || account?.provider === 'steadfast';
  const canCancel = account?.adapter.cancelParcel && identified;
  if (!account || !canCancel) {
    if (options.refuseManual) throw new AppError('CONFLICT', 'orderDeleteNeedsCourierCancel', params);
    return { kind: 'manual', parcel, courier: name, notice: reply('courierCannotCancel', params) };
  }
  const ref = {
    invoice: parcel.invoice,
    consignmentId: parcel.consignmentId,
    trackingCode: parcel.trackingCode,
  };
  const outcome: CancelOutcome = await account.adapter.cancelParcel!(
    account.credentials,
    ref,
    'Cancelled by the merchant',
    account.call,
  );
  if (outcome.ok) {
    const kind = outcome.kind === 'cancelled' ? 'cancelled' : 'requested';
    return { kind, parcel, courier: name, notice: reply(outcome.detail.key, outcome.detail.params) };
  }
  if (outcome.failure === 'not_found') return { kind: 'none' };
  const detail = outcome.reason.text;
  if (outcome.failure === 'refused' && outcome.reason.key !== 'courierCredentialsRefused') {
    // Refused because it is cancelled already (our last news is older, or an earlier cancel's answer
    // was lost): then there is nothing left to cancel.
    const now = await account.adapter.findParcel(account.credentials, ref, account.call);
    if (now.ok && (now.status === 'cancelled' || now.status === 'cancelled_approval_pending')) {
      const notice = reply('courierParcelCancelled', params);
      return {
        kind: 'cancelled',
        parcel,
        courier: name,
        notice,
        found: { status: now.status, rawStatus: now.rawStatus },
      };
    }
    throw new AppError('COURIER_REFUSED', 'courierCancelRefused', {
      ...params,
      detail: outcomeDetail(outcome),
    });
  }
  throw new AppError('COURIER_UNAVAILABLE', 'orderCancelAtCourierFailed', { ...params, detail });
}

/** The courier's own words from a refusal (its message's `detail`), or the whole text. */
export function outcomeDetail(outcome: { reason: CourierMessage }): string {
  const detail = outcome.reason.params.detail;
  return typeof detail === 'string' && detail ? detail : outcome.reason.text;
}

/**
 * Records the withdrawal with the order's move, in its transaction: a parcel the courier cancelled is
 * final; a requested or manual cancel marks the parcel, and the sync keeps asking until it is final.
 * The timeline says what was done at the courier.
 */
export async function recordWithdrawal(
  tx: Tx,
  mover: OrderMover,
  orderId: string,
  w: Withdrawal,
): Promise<void> {
  if (w.kind === 'none') return;
  const now = new Date();
  const key = and(eq(parcels.sellerId, mover.sellerId), eq(parcels.id, w.parcel.id));
  const cancelled = w.found ?? { status: 'cancelled' as const, rawStatus: 'cancelled' };
  if (w.kind === 'cancelled') {
    await tx
      .update(parcels)
      .set({ ...cancelled, statusChangedAt: now, nextSyncAt: null })
      .where(key);
  } else {
    await tx.update(parcels).set({ cancelState: w.kind, cancelRequestedAt: now }).where(key);
  }
  await tx.insert(parcelEvents).values({
    sellerId: mover.sellerId,
    parcelId: w.parcel.id,
    status: w.kind === 'cancelled' ? cancelled.status : w.parcel.status,
    rawStatus: w.kind === 'cancelled' ? cancelled.rawStatus : w.parcel.rawStatus,
    source: 'manual',
    message: w.notice.message,
    occurredAt: now,
  });
  await appendOrderEvent(tx, mover, orderId, {
    kind: 'courier_cancel',
    changes: {
      courierCancel: { from: null, to: w.kind },
      courier: { from: null, to: w.courier },
      parcel: { from: null, to: parcelName(w.parcel) },
    },
  });
}
