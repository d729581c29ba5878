import { normaliseCourierStatus, type RedxCredentials } from '@chalan/core';
import { createRefusal, duplicate, readFailure, rejected, unexpectedReply } from './http.ts';
import { recipientOf, wholeTaka } from './parcel-fields.ts';
import { NAME, redxCall, trackingIdOf } from './redx-api.ts';
import { deliveryAreaFor } from './redx-areas.ts';
import {
  asRecord,
  courierTime,
  isDuplicateInvoice,
  settledMoney,
  text,
  validationDetail,
} from './replies.ts';
import type {
  CourierCallOptions,
  CreateOutcome,
  ParcelRef,
  ParcelRequest,
  StatusOutcome,
  StatusStep,
  WebhookEvent,
} from './types.ts';

/** RedX documents no limit; the longest of the other couriers'. */
const MAX_ADDRESS = 250;

/**
 * POST /parcel to the area of the order's thana. COD and declared value are whole taka, the weight
 * grams (the order's, as the contract takes it). RedX's only id
 * is the tracking id, kept as both consignment id and tracking code; its reply names no status.
 */
export async function createParcel(
  credentials: RedxCredentials,
  request: ParcelRequest,
  options: CourierCallOptions,
): Promise<CreateOutcome> {
  const found = await deliveryAreaFor(credentials, request.district, request.thana, options);
  if (!found.ok) return found;
  const recipient = recipientOf(request, MAX_ADDRESS);
  const reply = await redxCall(credentials, options, '/parcel', {
    customer_name: recipient.name,
    customer_phone: recipient.phone,
    delivery_area: found.area.name,
    delivery_area_id: found.area.id,
    customer_address: recipient.address,
    cash_collection_amount: wholeTaka(request.codAmountPoisha),
    parcel_weight: request.weightGrams,
    value: wholeTaka(request.valuePoisha),
    merchant_invoice_id: request.invoice,
    ...(request.note ? { instruction: request.note } : {}),
  });
  if (!reply.reached) return reply.result;
  const { status, body } = reply;
  const refusal = createRefusal(NAME, status, body);
  if (refusal) return refusal;
  if (status === 400 || status === 422) {
    if (isDuplicateInvoice(body, 'merchant_invoice_id')) return duplicate(NAME, request.invoice);
    return rejected(NAME, validationDetail(body, ['customer_phone']) ?? `HTTP ${status}`);
  }
  const trackingId = text(asRecord(body).tracking_id);
  if (status < 200 || status > 299 || !trackingId) return unexpectedReply(NAME, status);
  return {
    ok: true,
    parcel: {
      invoice: request.invoice,
      consignmentId: trackingId,
      trackingCode: trackingId,
      status: 'pending',
      rawStatus: '',
    },
  };
}

/** GET /parcel/track/{id}: the steps in words; none when RedX does not answer (the status still counts). */
async function trackingSteps(
  credentials: RedxCredentials,
  trackingId: string,
  options: CourierCallOptions,
): Promise<StatusStep[] | undefined> {
  const reply = await redxCall(credentials, options, `/parcel/track/${encodeURIComponent(trackingId)}`);
  if (!reply.reached || reply.status !== 200) return undefined;
  const list = asRecord(reply.body).tracking;
  if (!Array.isArray(list)) return undefined;
  return list.map(asRecord).flatMap((step) => {
    const at = courierTime(step.time);
    const message = text(step.message_en) ?? text(step.message_bn);
    const messageBn = text(step.message_bn);
    return at ? [{ at: at.toISOString(), message, ...(messageBn ? { messageBn } : {}) }] : [];
  });
}

/**
 * GET /parcel/info/{tracking_id} with its tracking steps. RedX cannot look a parcel up by our invoice:
 * without a tracking id the answer is 'unexpected', never 'not_found'; after a lost create, book again
 * and a taken merchant_invoice_id comes back as 'duplicate'.
 */
export async function findParcel(
  credentials: RedxCredentials,
  ref: ParcelRef,
  options: CourierCallOptions,
): Promise<StatusOutcome> {
  const found = trackingIdOf(ref);
  if (!found.ok) return found;
  const trackingId = found.id;
  const reply = await redxCall(credentials, options, `/parcel/info/${encodeURIComponent(trackingId)}`);
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.status, reply.body, trackingId);
  if (failed) return failed;
  const parcel = asRecord(asRecord(reply.body).parcel);
  const rawStatus = text(parcel.status);
  if (!rawStatus) return unexpectedReply(NAME, reply.status);
  const history = await trackingSteps(credentials, trackingId, options);
  const status = normaliseCourierStatus('redx', rawStatus);
  return {
    ok: true,
    status,
    rawStatus,
    // The parcel's info carries its charge and the cash to collect: settled, they are what RedX owes.
    ...settledMoney(status, parcel.cash_collection_amount, parcel.charge),
    consignmentId: trackingId,
    trackingCode: trackingId,
    ...(history ? { history } : {}),
  };
}

/** RedX's webhook (no signature: the route checks the secret in its URL); message_bn kept beside message_en. */
export function parseWebhook(body: unknown): WebhookEvent | null {
  const b = asRecord(body);
  const trackingId = text(b.tracking_number);
  const rawStatus = text(b.status);
  if (!trackingId || !rawStatus) return null;
  return {
    kind: 'status',
    invoice: text(b.invoice_number),
    consignmentId: trackingId,
    trackingCode: trackingId,
    rawStatus,
    status: normaliseCourierStatus('redx', rawStatus),
    at: courierTime(b.timestamp) ?? new Date(),
    message: text(b.message_en) ?? text(b.message_bn),
    messageBn: text(b.message_bn),
  };
}
