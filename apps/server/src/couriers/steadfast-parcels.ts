import { type DeliveryType, normaliseCourierStatus, type SteadfastCredentials } from '@chalan/core';
import { createRefusal, duplicate, readFailure, rejected, unexpectedReply } from './http.ts';
import { recipientFields, takaWithPoisha } from './parcel-fields.ts';
import { asRecord, isDuplicateInvoice, type Json, text, validationDetail } from './replies.ts';
import { NAME, type SteadfastReply, steadfastCall } from './steadfast-api.ts';
import type {
  BookedParcel,
  CourierCallOptions,
  CreateOutcome,
  Failed,
  ParcelRef,
  ParcelRequest,
  StatusOutcome,
} from './types.ts';

/** The contract's limit per bulk-order call. */
export const BULK_LIMIT = 500;
const MAX_ADDRESS = 250;
/** The contract's delivery_type: 0 home delivery, 1 point / hub pick-up. */
const DELIVERY_TYPE: Record<DeliveryType, number> = { home: 0, hub: 1 };

/**
 * create_order's fields; cod_amount keeps the poisha (takaWithPoisha), Steadfast takes decimals. The
 * contract has no weight field: Steadfast weighs the parcel at pick-up.
 */
function orderFields(request: ParcelRequest) {
  return {
    invoice: request.invoice,
    ...recipientFields(request, MAX_ADDRESS),
    cod_amount: takaWithPoisha(request.codAmountPoisha),
    total_lot: request.itemCount,
    delivery_type: DELIVERY_TYPE[request.deliveryType],
    ...(request.note ? { note: request.note } : {}),
    ...(request.itemDescription ? { item_description: request.itemDescription } : {}),
  };
}

/** Steadfast's validation replies: HTTP 422 (or 400), or a 200 whose body says 400 or 422. */
const isValidationReply = (reply: SteadfastReply) => reply.effective === 400 || reply.effective === 422;

/** Why Steadfast did not book one parcel, from a validation reply or a bulk entry. */
function refusalOf(invoice: string, reply: Json): Failed<'rejected' | 'duplicate'> {
  if (isDuplicateInvoice(reply, 'invoice')) return duplicate(NAME, invoice);
  return rejected(NAME, validationDetail(reply, ['recipient_phone']) ?? 'no reason given');
}

/** POST /create_order: one parcel, in_review when booked. */
export async function createParcel(
  credentials: SteadfastCredentials,
  request: ParcelRequest,
  options: CourierCallOptions,
): Promise<CreateOutcome> {
  const reply = await steadfastCall(credentials, options, '/create_order', orderFields(request));
  if (!reply.reached) return reply.result;
  const refusal = createRefusal(NAME, reply.effective, reply.body);
  if (refusal) return refusal;
  if (isValidationReply(reply)) return refusalOf(request.invoice, asRecord(reply.body));
  const consignment = asRecord(asRecord(reply.body).consignment);
  const consignmentId = text(consignment.consignment_id);
  if (reply.effective !== 200 || !consignmentId) return unexpectedReply(NAME, reply.status);
  const rawStatus = text(consignment.status)?.toLowerCase() ?? '';
  const parcel: BookedParcel = {
    invoice: request.invoice,
    consignmentId,
    trackingCode: text(consignment.tracking_code) ?? null,
    status: rawStatus ? normaliseCourierStatus('steadfast', rawStatus) : 'in_review',
    rawStatus,
  };
  return { ok: true, parcel };
}

/**
 * POST /create_order/bulk-order in batches of BULK_LIMIT: one outcome per request, in order. A batch
 * whose call fails gives that failure to each of its requests.
 */
export async function createParcels(
  credentials: SteadfastCredentials,
  requests: ParcelRequest[],
  options: CourierCallOptions,
): Promise<CreateOutcome[]> {
  const outcomes: CreateOutcome[] = [];
  for (let start = 0; start < requests.length; start += BULK_LIMIT) {
    outcomes.push(...(await createBatch(credentials, requests.slice(start, start + BULK_LIMIT), options)));
  }
  return outcomes;
}

async function createBatch(
  credentials: SteadfastCredentials,
  batch: ParcelRequest[],
  options: CourierCallOptions,
): Promise<CreateOutcome[]> {
  const body = { data: JSON.stringify(batch.map(orderFields)) };
  const reply = await steadfastCall(credentials, options, '/create_order/bulk-order', body);
  const whole = (outcome: CreateOutcome) => batch.map(() => outcome);
  if (!reply.reached) return whole(reply.result);
  const refusal = createRefusal(NAME, reply.effective, reply.body);
  if (refusal) return whole(refusal);
  if (isValidationReply(reply)) return batch.map((r) => refusalOf(r.invoice, asRecord(reply.body)));
  if (reply.status !== 200 || !Array.isArray(reply.body)) return whole(unexpectedReply(NAME, reply.status));
  const entries = reply.body.map(asRecord);
  return batch.map((request, index) => {
    // One entry per item, in order; matched by invoice in case Steadfast reorders them.
    const entry =
      text(entries[index]?.invoice) === request.invoice
        ? entries[index]
        : entries.find((e) => text(e.invoice) === request.invoice);
    return entry ? bulkOutcome(request, entry) : unexpectedReply(NAME, reply.status);
  });
}

function bulkOutcome(request: ParcelRequest, entry: Json): CreateOutcome {
  const consignmentId = text(entry.consignment_id);
  if (entry.status === 'error') return refusalOf(request.invoice, entry);
  if (entry.status !== 'success' || !consignmentId) return unexpectedReply(NAME, 200);
  // The entry's status is the item's outcome, not a delivery status: a new parcel is in_review.
  const parcel: BookedParcel = {
    invoice: request.invoice,
    consignmentId,
    trackingCode: text(entry.tracking_code) ?? null,
    status: 'in_review',
    rawStatus: '',
  };
  return { ok: true, parcel };
}

/**
 * The parcel's delivery_status: by consignment id when we have it (status_by_cid), else by our invoice
 * (status_by_invoice), which is how a create whose answer was lost is found.
 */
export async function findParcel(
  credentials: SteadfastCredentials,
  ref: ParcelRef,
  options: CourierCallOptions,
): Promise<StatusOutcome> {
  const path = ref.consignmentId
    ? `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`
    : `/status_by_invoice/${encodeURIComponent(ref.invoice)}`;
  const reply = await steadfastCall(credentials, options, path);
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.effective, reply.body, ref.consignmentId ?? ref.invoice);
  if (failed) return failed;
  const rawStatus = text(asRecord(reply.body).delivery_status)?.toLowerCase();
  if (!rawStatus) return unexpectedReply(NAME, reply.status);
  return { ok: true, status: normaliseCourierStatus('steadfast', rawStatus), rawStatus };
}
