import { normaliseCourierStatus, normalizePhone, type SteadfastCredentials } from '@chalan/core';
import { courierMessage, readFailure, refused, unexpectedReply } from './http.ts';
import { asRecord, count, courierTime, poishaOf, settledMoney, text } from './replies.ts';
import { NAME, steadfastCall } from './steadfast-api.ts';
import type {
  BalanceOutcome,
  CheckResult,
  CourierCallOptions,
  FraudCheckOutcome,
  WebhookEvent,
} from './types.ts';

export { headers } from './steadfast-api.ts';
export { BULK_LIMIT as bulkLimit, createParcel, createParcels, findParcel } from './steadfast-parcels.ts';
export { payout, payouts } from './steadfast-payouts.ts';
export { cancelParcel } from './steadfast-returns.ts';

/** Steadfast has one API for both modes (shared/couriers/steadfast.md). */
export const baseUrls = {
  sandbox: 'https://portal.packzy.com/api/v1',
  live: 'https://portal.packzy.com/api/v1',
};

/** GET /get_balance: the contract's way to test credentials; ok with the current balance. */
export async function checkCredentials(
  credentials: SteadfastCredentials,
  options: CourierCallOptions,
): Promise<CheckResult> {
  const reply = await steadfastCall(credentials, options, '/get_balance');
  if (!reply.reached) return reply.result;
  const { status, body, effective } = reply;
  if (effective === 401 || effective === 403) return refused(NAME, effective, body);
  const balance = poishaOf(asRecord(body).current_balance);
  if (effective !== 200 || balance === null) return unexpectedReply(NAME, status);
  return {
    ok: true,
    detail: courierMessage('courierConnectedBalance', { courier: NAME, balancePoisha: balance }),
  };
}

/** GET /get_balance: the merchant's current balance in poisha. */
export async function balance(
  credentials: SteadfastCredentials,
  options: CourierCallOptions,
): Promise<BalanceOutcome> {
  const reply = await steadfastCall(credentials, options, '/get_balance');
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.effective, reply.body);
  if (failed) return failed;
  const poisha = poishaOf(asRecord(reply.body).current_balance);
  return poisha === null ? unexpectedReply(NAME, reply.status) : { ok: true, balancePoisha: poisha };
}

/**
 * GET /fraud_check/{phone}: the phone's parcels with every Steadfast merchant. total_fraud_reports is a
 * list in most clients and a count in one; both are read as a count.
 */
export async function fraudCheck(
  credentials: SteadfastCredentials,
  phone: string,
  options: CourierCallOptions,
): Promise<FraudCheckOutcome> {
  const path = `/fraud_check/${encodeURIComponent(normalizePhone(phone))}`;
  const reply = await steadfastCall(credentials, options, path);
  if (!reply.reached) return reply.result;
  const failed = readFailure(NAME, reply.effective, reply.body);
  if (failed) return failed;
  const b = asRecord(reply.body);
  const totalParcels = count(b.total_parcels);
  const delivered = count(b.total_delivered);
  const cancelled = count(b.total_cancelled);
  const reports = b.total_fraud_reports ?? 0;
  const fraudReports = Array.isArray(reports) ? reports.length : count(reports);
  if (
    totalParcels === undefined ||
    delivered === undefined ||
    cancelled === undefined ||
    fraudReports === undefined
  )
    return unexpectedReply(NAME, reply.status);
  return { ok: true, report: { totalParcels, delivered, cancelled, fraudReports } };
}

/**
 * Steadfast's webhook: "delivery_status" moves the parcel (status in any case, lower-cased here);
 * "tracking_update" only adds a step's words. updated_at without a zone is Bangladesh time.
 */
export function parseWebhook(body: unknown): WebhookEvent | null {
  const b = asRecord(body);
  const ids = { invoice: text(b.invoice), consignmentId: text(b.consignment_id) };
  if (!ids.invoice && !ids.consignmentId) return null;
  const at = courierTime(b.updated_at) ?? new Date();
  const message = text(b.tracking_message);
  if (b.notification_type === 'tracking_update') return { kind: 'tracking', ...ids, at, message };
  const raw = text(b.status)?.toLowerCase();
  if (b.notification_type !== 'delivery_status' || !raw) return null;
  const status = normaliseCourierStatus('steadfast', raw);
  return {
    kind: 'status',
    ...ids,
    rawStatus: raw,
    status,
    at,
    message,
    ...settledMoney(status, b.cod_amount, b.delivery_charge),
  };
}
