import type { RedxAccount } from './couriers.ts';
import { moveParcel } from './lifecycle.ts';
import type { FakeCourierState } from './state.ts';
import { Checks, isObject, summary } from './validation.ts';

/** RedX lets a parcel be cancelled until it is out for delivery. */
const CANCELLABLE = new Set(['pickup-pending', 'ready-for-delivery']);

/** The COD can change until the parcel is delivered or on its way back (the fake's choice). */
const COD_EDITABLE = new Set([
  'pickup-pending',
  'ready-for-delivery',
  'delivery-in-progress',
  'agent-hold',
  'agent-area-change',
]);

const PROPERTIES = ['status', 'cash_collection_amount'] as const;

export type RedxUpdateReply = {
  status: 200 | 400 | 404;
  body: { success: boolean; message: string; errors?: Record<string, string[]> };
};

const refuse = (message: string): RedxUpdateReply => ({ status: 400, body: { success: false, message } });

/**
 * PATCH /parcels `{ entity_type: "parcel-tracking-id", entity_id, update_details: { property_name,
 * new_value, reason } }` (shared/couriers/redx.md). The contract shows cancel only; the fake also takes
 * `cash_collection_amount`. Replies and refusals are the fake's own: `{ success, message }` (+ `errors`).
 */
export function updateRedxParcel(
  state: FakeCourierState,
  account: RedxAccount,
  body: unknown,
): RedxUpdateReply {
  const sent = isObject(body) ? body : {};
  const checks = new Checks(sent);
  checks.oneOf('entity_type', ['parcel-tracking-id']);
  const id = checks.text('entity_id', { required: true });
  const details = isObject(sent.update_details) ? sent.update_details : undefined;
  if (!details)
    checks.add(
      'update_details',
      sent.update_details === undefined
        ? 'The update details field is required.'
        : 'The update details must be an object.',
    );
  const inner = new Checks(details ?? {}, 'update_details.');
  const property = details && inner.oneOf('property_name', PROPERTIES);
  if (details && details.reason != null && typeof details.reason !== 'string')
    inner.add('reason', 'The update details reason must be a string.');
  else if (details) inner.text('reason', { max: 500 });
  const value =
    property === 'status'
      ? inner.oneOf('new_value', ['cancelled'])
      : property === 'cash_collection_amount'
        ? inner.number('new_value', { required: true, min: 0, places: 2 })
        : undefined;
  const errors = { ...checks.errors, ...inner.errors };
  if (Object.keys(errors).length > 0 || !details || id === undefined || value === undefined)
    return { status: 400, body: { success: false, message: summary(errors), errors } };

  const parcel = state.parcels.byId('redx', account.accessToken, id);
  if (!parcel) return { status: 404, body: { success: false, message: 'Parcel not found' } };
  const reason = typeof details.reason === 'string' && details.reason ? details.reason : undefined;

  if (property === 'status') {
    if (!CANCELLABLE.has(parcel.status)) return refuse(`A ${parcel.status} parcel can not be cancelled`);
    // Not yet picked up: simply cancelled. At the hub already: it goes back to the merchant (webhooks).
    const next = parcel.status === 'pickup-pending' ? 'cancelled' : 'agent-returning';
    moveParcel(state, parcel, next, reason && `Parcel is cancelled: ${reason}`);
    return { status: 200, body: { success: true, message: 'Parcel cancelled successfully' } };
  }
  if (!COD_EDITABLE.has(parcel.status))
    return refuse(`The cash collection amount of a ${parcel.status} parcel can not be updated`);
  parcel.codAmount = value as number;
  parcel.updatedAt = new Date().toISOString();
  return { status: 200, body: { success: true, message: 'Parcel updated successfully' } };
}
