import type { SteadfastCredentials } from '@chalan/core';
import { changeFailure, courierMessage, unexpectedReply } from './http.ts';
import { asRecord, text } from './replies.ts';
import { NAME, steadfastCall } from './steadfast-api.ts';
import type { CancelOutcome, CourierCallOptions, ParcelRef } from './types.ts';

/**
 * POST /create_return_request, by consignment id when we have it, else by our invoice: Steadfast's way to
 * call a parcel back. Its documentation's reply is the request itself, `{ id, user_id, consignment_id,
 * reason, status: "pending", ... }`; the parcel turns cancelled once Steadfast approves.
 */
export async function cancelParcel(
  credentials: SteadfastCredentials,
  ref: ParcelRef,
  reason: string,
  options: CourierCallOptions,
): Promise<CancelOutcome> {
  const parcel = ref.consignmentId ?? ref.invoice;
  const body = {
    ...(ref.consignmentId ? { consignment_id: ref.consignmentId } : { invoice: ref.invoice }),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  };
  const reply = await steadfastCall(credentials, options, '/create_return_request', body);
  if (!reply.reached) return reply.result;
  const failed = changeFailure(NAME, 'courierCancelRefused', parcel, reply.effective, reply.body);
  if (failed) return failed;
  const requestId = text(asRecord(reply.body).id);
  if (!requestId) return unexpectedReply(NAME, reply.status);
  return {
    ok: true,
    kind: 'return_requested',
    requestId,
    detail: courierMessage('courierReturnRequested', { courier: NAME, parcel, request: requestId }),
  };
}
