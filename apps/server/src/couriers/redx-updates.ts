import { type MessageKey, type RedxCredentials, takaToPoisha } from '@chalan/core';
import { changeFailure, changeRefused, courierMessage } from './http.ts';
import { wholeTaka } from './parcel-fields.ts';
import { NAME, redxCall, trackingIdOf } from './redx-api.ts';
import { asRecord, text } from './replies.ts';
import type {
  CancelOutcome,
  CourierCallOptions,
  Failed,
  ParcelChangeFailure,
  ParcelRef,
  UpdateCodOutcome,
} from './types.ts';

/**
 * PATCH /parcels with one property of the parcel (shared/couriers/redx.md). The contract shows no reply:
 * any 2xx counts as done unless its body says `success: false`, which is RedX saying no.
 */
async function patchParcel(
  credentials: RedxCredentials,
  ref: ParcelRef,
  change: { property: string; value: string | number; reason: string; refusedKey: MessageKey },
  options: CourierCallOptions,
): Promise<{ ok: true; trackingId: string } | Failed<ParcelChangeFailure>> {
  const found = trackingIdOf(ref);
  if (!found.ok) return found;
  const body = {
    entity_type: 'parcel-tracking-id',
    entity_id: found.id,
    update_details: { property_name: change.property, new_value: change.value, reason: change.reason },
  };
  const reply = await redxCall(credentials, options, '/parcels', body, 'PATCH');
  if (!reply.reached) return reply.result;
  const failed = changeFailure(NAME, change.refusedKey, found.id, reply.status, reply.body);
  if (failed) return failed;
  const b = asRecord(reply.body);
  if (b.success === false)
    return changeRefused(NAME, change.refusedKey, found.id, text(b.message) ?? `HTTP ${reply.status}`);
  return { ok: true, trackingId: found.id };
}

/** Cancels by setting the status to cancelled; RedX allows it until the parcel is out for delivery. */
export async function cancelParcel(
  credentials: RedxCredentials,
  ref: ParcelRef,
  reason: string,
  options: CourierCallOptions,
): Promise<CancelOutcome> {
  const change = {
    property: 'status',
    value: 'cancelled',
    reason,
    refusedKey: 'courierCancelRefused' as const,
  };
  const done = await patchParcel(credentials, ref, change, options);
  if (!done.ok) return done;
  return {
    ok: true,
    kind: 'cancelled',
    detail: courierMessage('courierParcelCancelled', { courier: NAME, parcel: done.trackingId }),
  };
}

/** Sets cash_collection_amount to the COD in whole taka, as the parcel was booked with. */
export async function updateCod(
  credentials: RedxCredentials,
  ref: ParcelRef,
  codAmountPoisha: number,
  reason: string,
  options: CourierCallOptions,
): Promise<UpdateCodOutcome> {
  if (!Number.isSafeInteger(codAmountPoisha) || codAmountPoisha < 0)
    throw new RangeError('codAmountPoisha must be whole poisha, 0 or more');
  const taka = wholeTaka(codAmountPoisha);
  const change = {
    property: 'cash_collection_amount',
    value: taka,
    reason,
    refusedKey: 'courierCodRefused' as const,
  };
  const done = await patchParcel(credentials, ref, change, options);
  if (!done.ok) return done;
  const collected = takaToPoisha(taka);
  return {
    ok: true,
    codAmountPoisha: collected,
    detail: courierMessage('courierCodUpdated', {
      courier: NAME,
      parcel: done.trackingId,
      amountPoisha: collected,
    }),
  };
}
