import type { PathaoAccount } from './couriers.ts';
import { bookParcel, type NewParcel } from './lifecycle.ts';
import type { Parcel } from './parcels.ts';
import { cityOfZone, PATHAO_DHAKA_CITY_ID, pathaoAreas, pathaoCities } from './pathao-locations.ts';
import type { FakeCourierState } from './state.ts';
import { type Body, Checks, type FieldErrors } from './validation.ts';
import { pathaoTimes } from './webhook-payloads.ts';

/** The account's one store: default, active, in Dhaka (ids stable for the account's place in the list). */
export function pathaoStore(state: FakeCourierState, account: PathaoAccount) {
  const index = state.pathao.findIndex((a) => a.clientId === account.clientId);
  return {
    store_id: 130_820 + index,
    store_name: `${account.username.split('@')[0]} shop`,
    store_address: 'House 12, Road 5, Dhanmondi, Dhaka',
    is_active: 1,
    city_id: PATHAO_DHAKA_CITY_ID,
    zone_id: 2,
    hub_id: 11,
    is_default_store: 1,
    is_default_return_store: 1,
  };
}

/** The fake's own tariff: 60 in Dhaka, 110 elsewhere, 15 more per kg above the first. */
export function pathaoDeliveryFee(inDhaka: boolean, weightKg: number): number {
  return (inDhaka ? 60 : 110) + 15 * Math.max(0, Math.ceil(weightKg - 1));
}

type Checked = { fields: Omit<NewParcel, 'consignmentId'> } | { errors: FieldErrors };

/**
 * Checks one POST /orders body (or one bulk item, with `prefix` `orders.N.`) against Pathao's rules.
 * `taken` holds merchant order ids already used in the same bulk call.
 */
export function checkPathaoOrder(
  state: FakeCourierState,
  account: PathaoAccount,
  body: Body,
  prefix = '',
  taken = new Set<string>(),
): Checked {
  const checks = new Checks(body, prefix);
  const store = pathaoStore(state, account);
  const storeId = checks.number('store_id', { required: true, integer: true });
  if (storeId !== undefined && storeId !== store.store_id) checks.invalid('store_id');
  const orderId = checks.text('merchant_order_id', { max: 100 });
  if (
    orderId !== undefined &&
    (taken.has(orderId) || state.parcels.byInvoice('pathao', account.clientId, orderId))
  )
    checks.taken('merchant_order_id');
  const name = checks.text('recipient_name', { required: true, min: 3, max: 100 });
  const phone = checks.phone('recipient_phone');
  const secondary = checks.phone('recipient_secondary_phone', false);
  const address = checks.text('recipient_address', { required: true, min: 10, max: 220 });
  const city = checks.number('recipient_city', { integer: true });
  const zone = checks.number('recipient_zone', { integer: true });
  const area = checks.number('recipient_area', { integer: true });
  if (city !== undefined && !pathaoCities().some((c) => c.city_id === city)) checks.invalid('recipient_city');
  if (
    zone !== undefined &&
    (cityOfZone(zone) === undefined || (city !== undefined && cityOfZone(zone) !== city))
  )
    checks.invalid('recipient_zone');
  if (area !== undefined && (zone === undefined || !pathaoAreas(zone).some((a) => a.area_id === area)))
    checks.invalid('recipient_area');
  const deliveryType = checks.oneOf('delivery_type', [48, 12]);
  const itemType = checks.oneOf('item_type', [1, 2]);
  const quantity = checks.number('item_quantity', { required: true, integer: true, min: 1 });
  const weight = checks.number('item_weight', { required: true, min: 0.5, max: 10 });
  const amount = checks.number('amount_to_collect', { required: true, min: 0, places: 2 });
  checks.text('item_description', { max: 255 });
  checks.text('special_instruction', { max: 255 });
  if (!checks.ok || !name || !phone || !address || weight === undefined || amount === undefined)
    return { errors: checks.errors };

  if (orderId !== undefined) taken.add(orderId);
  const inDhaka = city === undefined ? /dhaka/i.test(address) : city === PATHAO_DHAKA_CITY_ID;
  return {
    fields: {
      courier: 'pathao',
      account: account.clientId,
      trackingCode: null,
      invoice: orderId ?? null,
      recipient: { name, phone, address, secondaryPhone: secondary ?? null },
      codAmount: amount,
      deliveryCharge: pathaoDeliveryFee(inDhaka, weight),
      details: {
        store_id: store.store_id,
        recipient_city: city ?? null,
        recipient_zone: zone ?? null,
        recipient_area: area ?? null,
        delivery_type: deliveryType,
        item_type: itemType,
        item_quantity: quantity,
        item_weight: weight,
        item_description: body.item_description ?? null,
        special_instruction: body.special_instruction ?? null,
      },
    },
  };
}

/** Books a checked order (Pathao sends `order.created` for it). */
export function bookPathaoOrder(state: FakeCourierState, checked: Extract<Checked, { fields: unknown }>) {
  return bookParcel(state, { ...checked.fields, consignmentId: state.parcels.pathaoConsignmentId() });
}

/** `data` of GET /orders/{consignment_id}/info. */
export function pathaoOrderInfo(parcel: Parcel, label: string) {
  return {
    consignment_id: parcel.consignmentId,
    merchant_order_id: parcel.invoice,
    order_status: label,
    order_status_slug: parcel.status,
    updated_at: pathaoTimes(parcel.updatedAt).updated_at,
    invoice_id: null,
  };
}
