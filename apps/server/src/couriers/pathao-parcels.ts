import {
  COURIER_MAX_WEIGHT_GRAMS,
  type ItemType,
  maxKg,
  normaliseCourierStatus,
  type PathaoCredentials,
} from '@chalan/core';
import { createRefusal, duplicate, failure, readFailure, rejected, unexpectedReply } from './http.ts';
import { kilograms, recipientFields, wholeTaka } from './parcel-fields.ts';
import { NAME, pathaoCall } from './pathao-api.ts';
import { forgetPickupStore, pickupStore } from './pathao-store.ts';
import {
  asRecord,
  courierTime,
  isDuplicateInvoice,
  poishaOf,
  settledMoney,
  text,
  validationDetail,
} from './replies.ts';
import type {
  CourierCallOptions,
  CreateOutcome,
  Failed,
  ParcelRef,
  ParcelRequest,
  StatusOutcome,
  WebhookEvent,
} from './types.ts';

const MAX_ADDRESS = 220;
export const NORMAL_DELIVERY = 48;
/** The contract's item_type: 1 document, 2 parcel. */
export const ITEM_TYPE: Record<ItemType, number> = { document: 1, parcel: 2 };
/** The contract's item_weight: 0.5–10 kg (the most is core's, so the order form can warn). */
const PATHAO_MIN_WEIGHT_GRAMS = 500;
const PATHAO_MAX_WEIGHT_GRAMS = COURIER_MAX_WEIGHT_GRAMS.pathao!;

/**
 * Pathao's item_weight in kilograms. A lighter parcel is declared at Pathao's least, half a kilo (it is
 * charged as that anyway, and nothing is hidden); a heavier one is refused before any call, with what to
 * do (declaring less than the goods weigh would be a wrong declaration, and Pathao refuses it too).
 */
export function itemWeight(weightGrams: number): { ok: true; kg: number } | Failed<'rejected'> {
  if (weightGrams > PATHAO_MAX_WEIGHT_GRAMS) {
    return failure('rejected', 'courierWeightTooHeavy', {
      courier: NAME,
      maxKg: maxKg(PATHAO_MAX_WEIGHT_GRAMS),
      weightKg: kilograms(weightGrams),
    });
  }
  return { ok: true, kg: kilograms(Math.max(weightGrams, PATHAO_MIN_WEIGHT_GRAMS)) };
}

/**
 * POST /orders with the account's pickup store. City, zone and area ids are left out (Pathao reads the
 * address, which is why it names the thana and district); the COD is whole taka; the weight in kilograms
 * within Pathao's range (itemWeight).
 */
export async function createParcel(
  credentials: PathaoCredentials,
  request: ParcelRequest,
  options: CourierCallOptions,
): Promise<CreateOutcome> {
  const weight = itemWeight(request.weightGrams);
  if (!weight.ok) return weight;
  const store = await pickupStore(credentials, options);
  if (!store.ok) return store;
  const reply = await pathaoCall(credentials, options, '/orders', {
    store_id: store.storeId,
    merchant_order_id: request.invoice,
    ...recipientFields(request, MAX_ADDRESS),
    delivery_type: NORMAL_DELIVERY,
    item_type: ITEM_TYPE[request.itemType],
    item_quantity: request.itemCount,
    item_weight: weight.kg,
    amount_to_collect: wholeTaka(request.codAmountPoisha),
    ...(request.itemDescription ? { item_description: request.itemDescription } : {}),
    ...(request.note ? { special_instruction: request.note } : {}),
  });
  if (!reply.reached) return reply.result;
  const { status, body } = reply;
  const refusal = createRefusal(NAME, status, body);
  if (refusal) return refusal;
  if (status === 422 || status === 400) {
    if (isDuplicateInvoice(body, 'merchant_order_id')) return duplicate(NAME, request.invoice);
    if ('store_id' in asRecord(asRecord(body).errors)) forgetPickupStore(credentials, options);
    return rejected(NAME, validationDetail(body, ['recipient_phone']) ?? `HTTP ${status}`);
  }
  const data = asRecord(asRecord(body).data);
  const consignmentId = text(data.consignment_id);
  if (status < 200 || status > 299 || !consignmentId) return unexpectedReply(NAME, status);
  const rawStatus = text(data.order_status) ?? '';
  return {
    ok: true,
    parcel: {
      invoice: request.invoice,
      consignmentId,
      trackingCode: null,
      status: rawStatus ? normaliseCourierStatus('pathao', rawStatus) : 'pending',
      rawStatus,
    },
  };
}

/**
 * GET /orders/{consignment_id}/info. Pathao cannot look a parcel up by our merchant order id, so without
 * a consignment id we cannot tell whether it exists: that is 'unexpected', never 'not_found' (which would
 * invite a second booking). After a lost create, book again: a taken merchant_order_id comes back
 * as 'duplicate'.
 */
export async function findParcel(
  credentials: PathaoCredentials,
  ref: ParcelRef,
  options: CourierCallOptions,
): Promise<StatusOutcome> {
  if (!ref.consignmentId) return failure('unexpected', 'courierLookupNeedsId', { courier: NAME });
  const reply = await pathaoCall(
    credentials,
    options,
    `/orders/${encodeURIComponent(ref.consignmentId)}/info`,
  );
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.status, reply.body, ref.consignmentId);
  if (failed) return failed;
  const data = asRecord(asRecord(reply.body).data);
  // The slug is the stable value ("partial-delivery"); order_status is its display name.
  const rawStatus = text(data.order_status_slug) ?? text(data.order_status);
  if (!rawStatus) return unexpectedReply(NAME, reply.status);
  return {
    ok: true,
    status: normaliseCourierStatus('pathao', rawStatus),
    rawStatus,
    consignmentId: text(data.consignment_id) ?? ref.consignmentId,
  };
}

/**
 * Pathao's webhook: "webhook_integration" is the set-up call; order.* events move a parcel, except those
 * that name no delivery status (order.updated, order.paid, ...), which come as 'tracking'. The contract
 * asks to confirm every event with findParcel before acting on it (the secret is shared).
 */
export function parseWebhook(body: unknown): WebhookEvent | null {
  const b = asRecord(body);
  const event = text(b.event);
  if (event === 'webhook_integration') return { kind: 'handshake' };
  if (!event?.startsWith('order.')) return null;
  const ids = { invoice: text(b.merchant_order_id), consignmentId: text(b.consignment_id) };
  if (!ids.invoice && !ids.consignmentId) return null;
  const at = courierTime(b.updated_at) ?? courierTime(b.timestamp) ?? new Date();
  const payoutId = text(b.invoice_id);
  if ((event === 'order.paid' || event === 'order.paid-return') && payoutId) {
    const collectedPoisha = poishaOf(b.collected_amount ?? 0) ?? 0;
    const chargePoisha = poishaOf(b.delivery_fee ?? 0) ?? 0;
    return { kind: 'paid', ...ids, payment: { payoutId, collectedPoisha, chargePoisha, at } };
  }
  const message = text(b.reason);
  const status = normaliseCourierStatus('pathao', event);
  if (status === 'unknown') return { kind: 'tracking', ...ids, rawStatus: event, at, message };
  const money = settledMoney(status, b.collected_amount, b.delivery_fee);
  return { kind: 'status', ...ids, rawStatus: event, status, at, message, ...money };
}
