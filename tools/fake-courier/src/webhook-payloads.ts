import type { Parcel } from './parcels.ts';
import { REDX_WEBHOOK_STATUSES, statusInfo } from './statuses.ts';
import { jsonHeaders, type OutgoingWebhook, pathaoHeaders, type WebhookConfig } from './webhooks.ts';

/** Pathao's webhook times: local Dhaka time "2024-12-27 23:49:43" and a UTC timestamp with offset. */
export function pathaoTimes(iso: string) {
  const dhaka = new Date(Date.parse(iso) + 6 * 3_600_000).toISOString();
  return {
    updated_at: `${dhaka.slice(0, 10)} ${dhaka.slice(11, 19)}`,
    timestamp: `${iso.slice(0, 19)}+00:00`,
  };
}

/** Pathao events that carry a reason, and the ones that report the collected cash. */
const PATHAO_REASONS = new Set([
  'on-hold',
  'returned',
  'delivery-failed',
  'pickup-failed',
  'pickup-cancelled',
]);
const PATHAO_COLLECTED = new Set(['delivered', 'partial-delivery']);

/**
 * What the courier POSTs when the parcel was just booked (`created`) or just changed status; null when
 * it sends nothing (Steadfast and RedX say nothing on booking; RedX only reports its webhook statuses).
 */
export function webhookFor(
  parcel: Parcel,
  config: WebhookConfig,
  change: 'created' | 'status',
): OutgoingWebhook | null {
  const base = { consignmentId: parcel.consignmentId };
  const info = statusInfo(parcel.courier, parcel.status);

  if (parcel.courier === 'steadfast') {
    if (change === 'created') return null;
    return {
      ...base,
      event: 'delivery_status',
      headers: config.secret
        ? { ...jsonHeaders, Authorization: `Bearer ${config.secret}` }
        : { ...jsonHeaders },
      body: {
        notification_type: 'delivery_status',
        consignment_id: Number(parcel.consignmentId),
        invoice: parcel.invoice,
        cod_amount: parcel.codAmount,
        status: parcel.status,
        delivery_charge: parcel.deliveryCharge,
        tracking_message: info.message,
        updated_at: parcel.updatedAt,
      },
    };
  }

  if (parcel.courier === 'pathao') {
    // Back at "pending" (only by a control call) is an update, not a new order.
    const event =
      change === 'created'
        ? 'order.created'
        : parcel.status === 'pending'
          ? 'order.updated'
          : `order.${parcel.status}`;
    return {
      ...base,
      event,
      headers: pathaoHeaders(config.secret),
      body: {
        event,
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.invoice,
        store_id: parcel.details.store_id,
        ...pathaoTimes(parcel.updatedAt),
        delivery_fee: parcel.deliveryCharge,
        ...(PATHAO_COLLECTED.has(parcel.status) && change === 'status'
          ? { collected_amount: parcel.codAmount }
          : {}),
        ...(PATHAO_REASONS.has(parcel.status) && change === 'status' ? { reason: info.message } : {}),
      },
    };
  }

  if (change === 'created' || !REDX_WEBHOOK_STATUSES.has(parcel.status)) return null;
  return {
    ...base,
    event: parcel.status,
    headers: { ...jsonHeaders },
    body: {
      tracking_number: parcel.consignmentId,
      timestamp: parcel.updatedAt,
      status: parcel.status,
      message_en: info.message,
      message_bn: info.messageBn ?? '',
      invoice_number: parcel.invoice,
    },
  };
}
