import type { Poisha } from '../money.ts';
import type { PaymentType } from './payment.ts';
import type { CourierState, OrderStatus } from './status.ts';
import type { DiscountOnAll } from './totals.ts';

/**
 * The order as the API sends it (the contract between the orders API and its screens). Money in poisha,
 * dates as ISO strings. Totals follow core's one definition (orders/totals.ts).
 */
export interface OrderListItem {
  id: string;
  /** The current order id, e.g. "7K3M9QXA"; earlier ids (after a re-dispatch) in previousCodes. */
  code: string;
  previousCodes: string[];
  status: OrderStatus;
  courierStatus: CourierState;
  createdAt: string;
  salesDate: string;
  refNo: string | null;
  paymentType: PaymentType;
  customer: { id: string; name: string; phone: string };
  /** Delivery details as they are on this order. */
  name: string;
  phone: string;
  address: string;
  district: string | null;
  thana: string | null;
  store: { id: string; name: string };
  courier: { id: string; name: string } | null;
  consignmentId: string | null;
  /**
   * A parcel's cancel the courier has not confirmed yet: 'requested' (its API took it) or 'manual' (its
   * API cannot: cancel it in the courier's panel). Null when none is pending.
   */
  courierCancel: {
    state: 'requested' | 'manual';
    courier: string;
    parcel: string;
    requestedAt: string;
  } | null;
  /** Product names and quantities, for list rows. */
  items: { name: string; qty: number }[];
  gross: Poisha;
  lineDiscounts: Poisha;
  discountOnAll: Poisha;
  net: Poisha;
  deliveryCharge: Poisha;
  bill: Poisha;
  advance: Poisha;
  payable: Poisha;
  note: string | null;
}

export interface OrderLineDetail {
  id: string;
  productId: string;
  name: string;
  salePrice: Poisha;
  liftPrice: Poisha;
  qty: number;
  discount: Poisha;
  /** What the product has available now (for the edit form's quantity limit). */
  availableQty: number;
}

/** What a line of an order's timeline records. */
export const ORDER_EVENT_KINDS = [
  'created',
  'edited',
  'status',
  'deleted',
  'dispatch',
  'courier_status',
  /** A parcel's cancel at the courier: done, requested, or left to do in its panel. */
  'courier_cancel',
  'code_changed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface OrderEvent {
  id: string;
  kind: OrderEventKind;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  /** Only the fields that changed: { field: { from, to } }. */
  changes: Record<string, { from: unknown; to: unknown }> | null;
  user: { id: string; name: string } | null;
  createdAt: string;
}

export interface OrderDetail extends OrderListItem {
  lines: OrderLineDetail[];
  discount: DiscountOnAll;
  createdBy: { id: string; name: string } | null;
  events: OrderEvent[];
}

/** The ready list's summary, over every order the filters select (not just the page). */
export interface ReadySummary {
  parcels: number;
  sales: Poisha;
  deliveryCharge: Poisha;
  cod: Poisha;
  advance: Poisha;
}
