import type { ApiProvider } from './schemas.ts';

/** Every courier's status is normalised onto Steadfast's set (shared/couriers/README.md). */
export const DELIVERY_STATUSES = [
  'pending',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'unknown',
  'in_review',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const KNOWN = new Set<string>(DELIVERY_STATUSES);

/** The spec: any other value shows as unknown. */
export function toDeliveryStatus(value: unknown): DeliveryStatus {
  return typeof value === 'string' && KNOWN.has(value) ? (value as DeliveryStatus) : 'unknown';
}

/**
 * Pathao's slugs, event names (without "order.") and display names, written as slugs. The contract's
 * suggested mapping, plus: pickup-failed is a pickup stage (Pathao tries again), pickup-cancelled and
 * the return steps end the delivery like returned does.
 */
const PATHAO: Record<string, DeliveryStatus> = {
  pending: 'pending',
  created: 'pending',
  'pickup-requested': 'pending',
  'assigned-for-pickup': 'pending',
  picked: 'pending',
  'pickup-failed': 'pending',
  'at-the-sorting-hub': 'pending',
  'in-transit': 'pending',
  'received-at-last-mile-hub': 'pending',
  'assigned-for-delivery': 'pending',
  delivered: 'delivered',
  'partial-delivery': 'partial_delivered',
  'partial-delivered': 'partial_delivered',
  return: 'cancelled',
  returned: 'cancelled',
  'returned-to-merchant': 'cancelled',
  'return-in-transit': 'cancelled',
  'delivery-failed': 'cancelled',
  'pickup-cancelled': 'cancelled',
  'paid-return': 'cancelled',
  'on-hold': 'hold',
  hold: 'hold',
};

/** RedX: the contract's suggested mapping; "cancelled" is what its PATCH /parcels cancel sets. */
const REDX: Record<string, DeliveryStatus> = {
  delivered: 'delivered',
  'agent-hold': 'hold',
  'agent-returning': 'cancelled',
  returned: 'cancelled',
  cancelled: 'cancelled',
};

const slug = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** A courier's own status value (status, slug, display name or webhook event) as one of ours. */
export function normaliseCourierStatus(provider: ApiProvider, raw: string): DeliveryStatus {
  if (provider === 'steadfast')
    return toDeliveryStatus(
      raw
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    );
  if (provider === 'pathao') return PATHAO[slug(raw).replace(/^order\./, '')] ?? 'unknown';
  const value = slug(raw);
  // RedX: every other step is on its way ("the rest -> pending" in the contract).
  return value === '' ? 'unknown' : (REDX[value] ?? 'pending');
}

const FINAL = new Set<DeliveryStatus>(['delivered', 'partial_delivered', 'cancelled']);

/** Final statuses are not polled any more. */
export function isFinalDeliveryStatus(status: DeliveryStatus): boolean {
  return FINAL.has(status);
}

const COLORS: Record<DeliveryStatus, string> = {
  pending: 'cyan',
  in_review: 'blue',
  delivered: 'green',
  partial_delivered: 'teal',
  cancelled: 'red',
  hold: 'grape',
  unknown: 'gray',
  delivered_approval_pending: 'yellow',
  partial_delivered_approval_pending: 'yellow',
  cancelled_approval_pending: 'orange',
  unknown_approval_pending: 'orange',
};

/** The Mantine colour of a status badge. */
export function deliveryStatusColor(status: DeliveryStatus): string {
  return COLORS[status];
}
