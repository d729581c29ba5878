import type { RedxAccount } from './couriers.ts';
import { bookParcel } from './lifecycle.ts';
import type { Parcel } from './parcels.ts';
import type { RedxArea } from './redx-areas.ts';
import type { FakeCourierState } from './state.ts';
import { statusInfo } from './statuses.ts';
import { type Body, Checks, type FieldErrors } from './validation.ts';

/** The account's one pickup store (ids stable for the account's place in the list). */
export function redxPickupStore(state: FakeCourierState, account: RedxAccount) {
  const index = state.redx.findIndex((a) => a.accessToken === account.accessToken);
  return {
    id: 40_100 + index,
    name: 'Main pickup point',
    address: 'House 7, Road 2, Dhanmondi, Dhaka',
    area_name: 'Dhanmondi',
    area_id: 0,
    phone: '01700000000',
    created_at: '2024-01-01T00:00:00.000Z',
  };
}

/** The fake's own tariff: 60 in Dhaka, 120 elsewhere, 15 more per kg above the first. */
export function redxCharge(area: RedxArea, weightGrams: number): number {
  return (area.district === 'Dhaka' ? 60 : 120) + 15 * Math.max(0, Math.ceil((weightGrams - 1000) / 1000));
}

/** Checks a POST /parcel body against RedX's rules and books it if valid (it starts as pickup-pending). */
export function createRedxParcel(
  state: FakeCourierState,
  account: RedxAccount,
  areas: RedxArea[],
  body: Body,
): { parcel: Parcel } | { errors: FieldErrors } {
  const checks = new Checks(body);
  const name = checks.text('customer_name', { required: true, max: 100 });
  const phone = checks.phone('customer_phone');
  const areaName = checks.text('delivery_area', { required: true });
  const areaId = checks.number('delivery_area_id', { required: true, integer: true });
  const area = areaId === undefined ? undefined : areas.find((a) => a.id === areaId);
  if (areaId !== undefined && !area) checks.invalid('delivery_area_id');
  const address = checks.text('customer_address', { required: true, max: 250 });
  const cash = checks.number('cash_collection_amount', { required: true, min: 0, places: 2 });
  const weight = checks.number('parcel_weight', { required: true, min: 1 });
  const value = checks.number('value', { required: true, min: 0, places: 2 });
  const invoice = checks.text('merchant_invoice_id', { max: 100 });
  if (invoice !== undefined && state.parcels.byInvoice('redx', account.accessToken, invoice))
    checks.taken('merchant_invoice_id');
  const storeId = checks.number('pickup_store_id', { integer: true });
  const store = redxPickupStore(state, account);
  if (storeId !== undefined && storeId !== store.id) checks.invalid('pickup_store_id');
  if (body.is_closed_box !== undefined && typeof body.is_closed_box !== 'boolean')
    checks.add('is_closed_box', 'The is closed box field must be true or false.');
  if (body.parcel_details_json !== undefined && !Array.isArray(body.parcel_details_json))
    checks.add('parcel_details_json', 'The parcel details json must be a list.');
  if (!checks.ok || !name || !phone || !areaName || !area || !address) return { errors: checks.errors };
  if (cash === undefined || weight === undefined || value === undefined) return { errors: checks.errors };

  const parcel = bookParcel(state, {
    courier: 'redx',
    account: account.accessToken,
    consignmentId: state.parcels.redxTrackingId(),
    trackingCode: null,
    invoice: invoice ?? null,
    recipient: { name, phone, address, secondaryPhone: null },
    codAmount: cash,
    deliveryCharge: redxCharge(area, weight),
    details: {
      delivery_area: areaName,
      delivery_area_id: area.id,
      parcel_weight: weight,
      value,
      instruction: body.instruction ?? null,
      pickup_store_id: storeId ?? store.id,
      is_closed_box: body.is_closed_box ?? false,
      parcel_details_json: body.parcel_details_json ?? [],
    },
  });
  return { parcel };
}

/** `parcel` of GET /parcel/info/{tracking_id}. */
export function redxParcelInfo(parcel: Parcel) {
  const d = parcel.details;
  return {
    tracking_id: parcel.consignmentId,
    customer_name: parcel.recipient.name,
    customer_phone: parcel.recipient.phone,
    customer_address: parcel.recipient.address,
    delivery_area: d.delivery_area,
    delivery_area_id: d.delivery_area_id,
    charge: parcel.deliveryCharge,
    cash_collection_amount: parcel.codAmount,
    parcel_weight: d.parcel_weight,
    merchant_invoice_id: parcel.invoice,
    status: parcel.status,
    value: d.value,
    instruction: d.instruction,
    pickup_store_id: d.pickup_store_id,
    is_closed_box: d.is_closed_box,
    created_at: parcel.createdAt,
  };
}

/** `tracking` of GET /parcel/track/{tracking_id}: every step, oldest first. */
export function redxTracking(parcel: Parcel) {
  return parcel.history.map((step) => ({
    message_en: step.message,
    message_bn: statusInfo('redx', step.status).messageBn ?? '',
    time: step.at,
  }));
}
