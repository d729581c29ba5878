import type { SteadfastCredentials } from '@chalan/core';
import { readFailure, unexpectedReply } from './http.ts';
import { asRecord, courierTime, type Json, poishaOf, text } from './replies.ts';
import { NAME, steadfastCall } from './steadfast-api.ts';
import type {
  CourierCallOptions,
  PayoutConsignment,
  PayoutOutcome,
  PayoutSummary,
  PayoutsOutcome,
} from './types.ts';

/** The list may come bare or wrapped (`data`, `payments`), as Steadfast's replies do elsewhere. */
function listOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  const b = asRecord(body);
  const wrapped = [b.data, b.payments, asRecord(b.data).data].find(Array.isArray);
  return (wrapped as unknown[] | undefined) ?? null;
}

function summaryOf(value: unknown): PayoutSummary | null {
  const p = asRecord(value);
  const id = text(p.id);
  const amountPoisha = poishaOf(p.amount ?? 0);
  if (!id || amountPoisha === null) return null;
  return {
    id,
    amountPoisha,
    status: text(p.status)?.toLowerCase() ?? null,
    paidAt: courierTime(p.created_at) ?? courierTime(p.updated_at) ?? null,
  };
}

function consignmentOf(value: unknown): PayoutConsignment | null {
  const c = asRecord(value);
  const codAmountPoisha = poishaOf(c.cod_amount ?? 0);
  const deliveryChargePoisha = poishaOf(c.delivery_charge ?? 0);
  if (codAmountPoisha === null || deliveryChargePoisha === null) return null;
  return {
    consignmentId: text(c.consignment_id) ?? null,
    invoice: text(c.invoice) ?? null,
    trackingCode: text(c.tracking_code) ?? null,
    codAmountPoisha,
    deliveryChargePoisha,
    status: text(c.status)?.toLowerCase() ?? '',
  };
}

/** GET /payments: the merchant's payouts, newest or oldest first as Steadfast lists them. */
export async function payouts(
  credentials: SteadfastCredentials,
  options: CourierCallOptions,
): Promise<PayoutsOutcome> {
  const reply = await steadfastCall(credentials, options, '/payments');
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.effective, reply.body);
  if (failed) return failed;
  const list = listOf(reply.body);
  if (!list) return unexpectedReply(NAME, reply.status);
  const read = list.map(summaryOf);
  if (read.some((p) => p === null)) return unexpectedReply(NAME, reply.status);
  return { ok: true, payouts: read as PayoutSummary[] };
}

/** GET /payments/{id}: one payout with its consignments (the parcels it pays for). */
export async function payout(
  credentials: SteadfastCredentials,
  id: string,
  options: CourierCallOptions,
): Promise<PayoutOutcome> {
  const reply = await steadfastCall(credentials, options, `/payments/${encodeURIComponent(id)}`);
  if (!reply.reached) return reply.result;
  const b = asRecord(reply.body);
  // A payout has a `status` of its own (e.g. "paid"): the envelope's status counts only without one.
  const failed = readFailure(NAME, b.id === undefined ? reply.effective : reply.status, reply.body);
  if (failed) return failed;
  const body: Json = b.id === undefined && typeof b.data === 'object' ? asRecord(b.data) : b;
  const summary = summaryOf(body);
  const list = Array.isArray(body.consignments) ? body.consignments : [];
  const consignments = list.map(consignmentOf);
  if (!summary || consignments.some((c) => c === null)) return unexpectedReply(NAME, reply.status);
  return {
    ok: true,
    payout: { ...summary, consignments: consignments as PayoutConsignment[], raw: body },
  };
}
