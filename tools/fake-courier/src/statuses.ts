import type { FakeCourierName } from './couriers.ts';

/** A courier status: what the courier says about it, and where auto-advance may take it next. */
export interface StatusInfo {
  message: string;
  /** Bangla message (RedX sends one). */
  messageBn?: string;
  /** Pathao's display name (order_status); the key is its slug (order_status_slug). */
  label?: string;
  /** Weighted next steps; none means final. */
  next?: [status: string, weight: number][];
}

/** Steadfast delivery_status values (shared/couriers/steadfast.md). */
const STEADFAST: Record<string, StatusInfo> = {
  in_review: { message: 'Consignment is placed and waiting for review.', next: [['pending', 1]] },
  pending: {
    message: 'Consignment is picked up and on its way to the customer.',
    next: [
      ['delivered_approval_pending', 70],
      ['partial_delivered_approval_pending', 6],
      ['cancelled_approval_pending', 10],
      ['hold', 12],
      ['unknown_approval_pending', 2],
    ],
  },
  hold: {
    message: 'Consignment is on hold at the hub.',
    next: [
      ['pending', 60],
      ['cancelled_approval_pending', 40],
    ],
  },
  delivered_approval_pending: {
    message: 'Consignment is delivered, waiting for approval.',
    next: [['delivered', 1]],
  },
  partial_delivered_approval_pending: {
    message: 'Consignment is partly delivered, waiting for approval.',
    next: [['partial_delivered', 1]],
  },
  cancelled_approval_pending: {
    message: 'Consignment is cancelled, waiting for approval.',
    next: [['cancelled', 1]],
  },
  unknown_approval_pending: { message: 'Unknown, please contact support.', next: [['unknown', 1]] },
  delivered: { message: 'Consignment is delivered; balance added.' },
  partial_delivered: { message: 'Consignment is partly delivered; balance added.' },
  cancelled: { message: 'Consignment is cancelled; balance updated.' },
  unknown: { message: 'Unknown, please contact support.' },
};

/** Pathao order statuses keyed by slug (shared/couriers/pathao.md, its webhook events). */
const PATHAO: Record<string, StatusInfo> = {
  pending: { label: 'Pending', message: 'Order is created.', next: [['picked', 1]] },
  'pickup-requested': {
    label: 'Pickup Requested',
    message: 'Pickup is requested.',
    next: [['assigned-for-pickup', 1]],
  },
  'assigned-for-pickup': {
    label: 'Assigned for Pickup',
    message: 'A rider is assigned for pickup.',
    next: [['picked', 1]],
  },
  picked: { label: 'Picked', message: 'Order is picked up.', next: [['in-transit', 1]] },
  'pickup-failed': {
    label: 'Pickup Failed',
    message: 'Pickup failed.',
    next: [['pickup-requested', 1]],
  },
  'pickup-cancelled': { label: 'Pickup Cancelled', message: 'Pickup is cancelled.' },
  'at-the-sorting-hub': {
    label: 'At the Sorting HUB',
    message: 'Order is at the sorting hub.',
    next: [['in-transit', 1]],
  },
  'in-transit': {
    label: 'In Transit',
    message: 'Order is in transit.',
    next: [
      ['delivered', 72],
      ['partial-delivery', 6],
      ['on-hold', 10],
      ['returned', 12],
    ],
  },
  'received-at-last-mile-hub': {
    label: 'Received at Last Mile HUB',
    message: 'Order is at the last mile hub.',
    next: [['assigned-for-delivery', 1]],
  },
  'assigned-for-delivery': {
    label: 'Assigned for Delivery',
    message: 'A rider is assigned for delivery.',
    next: [
      ['delivered', 85],
      ['on-hold', 15],
    ],
  },
  'on-hold': {
    label: 'On Hold',
    message: 'Order is on hold: the customer asked for a later delivery.',
    next: [
      ['in-transit', 50],
      ['returned', 50],
    ],
  },
  'delivery-failed': {
    label: 'Delivery Failed',
    message: 'Delivery failed: the customer could not be reached.',
    next: [['returned', 1]],
  },
  delivered: { label: 'Delivered', message: 'Order is delivered.' },
  'partial-delivery': { label: 'Partial Delivery', message: 'Order is partly delivered.' },
  returned: { label: 'Returned', message: 'Order is returned: the customer refused it.' },
  'returned-to-merchant': { label: 'Returned to Merchant', message: 'Order is returned to the merchant.' },
};

/** RedX parcel statuses (shared/couriers/redx.md); a new parcel starts as pickup-pending. */
const REDX: Record<string, StatusInfo> = {
  'pickup-pending': {
    message: 'Parcel is waiting for pickup.',
    messageBn: 'পার্সেলটি পিকআপের অপেক্ষায় আছে।',
    next: [['ready-for-delivery', 1]],
  },
  'ready-for-delivery': {
    message: 'Parcel is ready for delivery.',
    messageBn: 'পার্সেলটি ডেলিভারির জন্য প্রস্তুত।',
    next: [['delivery-in-progress', 1]],
  },
  'delivery-in-progress': {
    message: 'The delivery agent is on the way.',
    messageBn: 'ডেলিভারি এজেন্ট পার্সেল নিয়ে রওনা দিয়েছেন।',
    next: [
      ['delivered', 78],
      ['agent-hold', 8],
      ['agent-returning', 10],
      ['agent-area-change', 4],
    ],
  },
  'agent-hold': {
    message: 'Parcel is on hold with the agent.',
    messageBn: 'পার্সেলটি এজেন্টের কাছে হোল্ডে আছে।',
    next: [
      ['delivery-in-progress', 60],
      ['agent-returning', 40],
    ],
  },
  'agent-area-change': {
    message: 'Parcel moved to another delivery area.',
    messageBn: 'পার্সেলটির ডেলিভারি এলাকা পরিবর্তন হয়েছে।',
    next: [['delivery-in-progress', 1]],
  },
  'agent-returning': {
    message: 'Parcel is being returned to the merchant.',
    messageBn: 'পার্সেলটি মার্চেন্টের কাছে ফেরত যাচ্ছে।',
    next: [['returned', 1]],
  },
  delivered: { message: 'Parcel is delivered.', messageBn: 'পার্সেলটি ডেলিভারি হয়েছে।' },
  returned: {
    message: 'Parcel is returned to the merchant.',
    messageBn: 'পার্সেলটি মার্চেন্টের কাছে ফেরত দেওয়া হয়েছে।',
  },
  cancelled: { message: 'Parcel is cancelled.', messageBn: 'পার্সেলটি বাতিল করা হয়েছে।' },
};

export const STATUSES: Record<FakeCourierName, Record<string, StatusInfo>> = {
  steadfast: STEADFAST,
  pathao: PATHAO,
  redx: REDX,
};

/** Where every new parcel starts. */
export const FIRST_STATUS: Record<FakeCourierName, string> = {
  steadfast: 'in_review',
  pathao: 'pending',
  redx: 'pickup-pending',
};

/** RedX sends webhooks for these only (shared/couriers/redx.md). */
export const REDX_WEBHOOK_STATUSES = new Set([
  'ready-for-delivery',
  'delivery-in-progress',
  'delivered',
  'agent-hold',
  'agent-returning',
  'returned',
  'agent-area-change',
]);

export function statusInfo(courier: FakeCourierName, status: string): StatusInfo {
  const info = STATUSES[courier][status];
  if (!info) throw new Error(`${courier} has no status ${status}`);
  return info;
}

/**
 * The courier's raw value for what a caller typed: the value itself, or for Pathao its display name
 * (case-insensitive), so `"Delivered"` and `"delivered"` both work.
 */
export function resolveStatus(courier: FakeCourierName, typed: string): string | undefined {
  const table = STATUSES[courier];
  if (table[typed]) return typed;
  const lower = typed.toLowerCase();
  return Object.keys(table).find((s) => s === lower || table[s]?.label?.toLowerCase() === lower);
}

export function isFinal(courier: FakeCourierName, status: string): boolean {
  return !STATUSES[courier][status]?.next;
}
