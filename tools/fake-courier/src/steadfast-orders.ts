import { bookParcel } from './lifecycle.ts';
import type { Parcel } from './parcels.ts';
import type { FakeCourierState } from './state.ts';
import { type Body, Checks, isObject } from './validation.ts';

/** Steadfast's bulk call takes at most this many items. */
export const STEADFAST_BULK_LIMIT = 500;

/** The fake's own tariff: inside Dhaka (by the address) and outside. */
const chargeFor = (address: string) => (/dhaka/i.test(address) ? 60 : 120);

/** Checks one create_order body (also a bulk item) against Steadfast's rules and books it if valid. */
export function createSteadfastOrder(
  state: FakeCourierState,
  account: string,
  body: Body,
): { parcel: Parcel } | { errors: Checks['errors'] } {
  const checks = new Checks(body);
  const invoice = checks.text('invoice', { required: true, pattern: /^[A-Za-z0-9_-]+$/ });
  const name = checks.text('recipient_name', { required: true, max: 100 });
  const phone = checks.phone('recipient_phone');
  const alternative = checks.phone('alternative_phone', false);
  checks.text('recipient_email', { pattern: /^[^@\s]+@[^@\s]+$/ });
  const address = checks.text('recipient_address', { required: true, max: 250 });
  const cod = checks.number('cod_amount', { required: true, min: 0, places: 2 });
  checks.number('total_lot', { min: 0 });
  checks.oneOf('delivery_type', [0, 1], false);
  if (invoice !== undefined && state.parcels.byInvoice('steadfast', account, invoice))
    checks.taken('invoice');
  if (!checks.ok || !invoice || !name || !phone || !address || cod === undefined)
    return { errors: checks.errors };

  const parcel = bookParcel(state, {
    courier: 'steadfast',
    account,
    consignmentId: state.parcels.steadfastId(),
    trackingCode: state.parcels.steadfastTrackingCode(),
    invoice,
    recipient: { name, phone, address, secondaryPhone: alternative ?? null },
    codAmount: cod,
    deliveryCharge: chargeFor(address),
    details: {
      note: body.note ?? null,
      item_description: body.item_description ?? null,
      recipient_email: body.recipient_email ?? null,
      total_lot: body.total_lot ?? null,
      delivery_type: body.delivery_type ?? 0,
    },
  });
  return { parcel };
}

/** The `consignment` of a create reply. */
export function consignmentReply(parcel: Parcel) {
  return {
    consignment_id: Number(parcel.consignmentId),
    invoice: parcel.invoice,
    tracking_code: parcel.trackingCode,
    recipient_name: parcel.recipient.name,
    recipient_phone: parcel.recipient.phone,
    recipient_address: parcel.recipient.address,
    cod_amount: parcel.codAmount,
    status: parcel.status,
    note: parcel.details.note,
    created_at: parcel.createdAt,
    updated_at: parcel.updatedAt,
  };
}

/**
 * Reads bulk-order's `data` (a JSON-encoded array): the items, or the error for the `data` field.
 * Items that are not objects come back as null and are refused one by one.
 */
export function readBulkData(data: unknown): (Body | null)[] | string {
  if (data === undefined || data === null || data === '') return 'The data field is required.';
  if (typeof data !== 'string') return 'The data must be a valid JSON string.';
  let items: unknown;
  try {
    items = JSON.parse(data);
  } catch {
    return 'The data must be a valid JSON string.';
  }
  if (!Array.isArray(items) || items.length === 0) return 'The data must be a list of orders.';
  if (items.length > STEADFAST_BULK_LIMIT)
    return `The data must not have more than ${STEADFAST_BULK_LIMIT} items.`;
  return items.map((item) => (isObject(item) ? item : null));
}

/** One entry of the bulk reply: the item as booked, or as sent with status "error". */
export function bulkEntry(item: Body | null, result: ReturnType<typeof createSteadfastOrder>) {
  if ('parcel' in result) {
    const p = result.parcel;
    return {
      invoice: p.invoice,
      recipient_name: p.recipient.name,
      recipient_address: p.recipient.address,
      recipient_phone: p.recipient.phone,
      cod_amount: p.codAmount,
      note: p.details.note,
      consignment_id: Number(p.consignmentId),
      tracking_code: p.trackingCode,
      status: 'success',
    };
  }
  const sent = item ?? {};
  return {
    invoice: sent.invoice ?? null,
    recipient_name: sent.recipient_name ?? null,
    recipient_address: sent.recipient_address ?? null,
    recipient_phone: sent.recipient_phone ?? null,
    cod_amount: sent.cod_amount ?? null,
    note: sent.note ?? null,
    consignment_id: null,
    tracking_code: null,
    status: 'error',
    error: Object.values(result.errors).flat()[0] ?? 'Invalid order.',
  };
}
