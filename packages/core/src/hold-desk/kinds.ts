import type { DeliveryStatus } from '../couriers/delivery-status.ts';

/**
 * The hold desk's kinds of parcel that need the seller (issue 17, item 5). Our normalised statuses (the
 * Steadfast set) fold several courier steps into `cancelled`, so the courier's own value tells a failed
 * attempt, a parcel on its way back and one back with the seller apart.
 */
export const HOLD_KINDS = ['hold', 'failed', 'partial', 'returning', 'returned'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

const slug = (raw: string | null) =>
  (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/^order\./, '');

/** Courier values of a `cancelled` parcel that is not back with the seller yet. */
const RETURNING = new Set(['agent-returning', 'return', 'return-in-transit', 'return-id-created']);
/** A failed delivery attempt that the courier reports as the end of the delivery (Pathao). */
const FAILED = new Set(['delivery-failed']);
/**
 * RedX's own "cancelled" (our PATCH): a parcel picked up goes back to the seller, so it is returning; a
 * Steadfast `cancelled` is the end of its return (its balance is settled), so it counts as returned.
 */
const REDX_CANCELLED_RETURNING = 'cancelled';

/** The desk's kind of a parcel, or null when the parcel does not belong on the desk. */
export function holdKind(
  provider: string,
  status: DeliveryStatus,
  rawStatus: string | null,
): HoldKind | null {
  if (status === 'hold') return 'hold';
  // Steadfast: the rider could not deliver; Steadfast returns it once it approves.
  if (status === 'cancelled_approval_pending') return 'failed';
  if (status === 'partial_delivered' || status === 'partial_delivered_approval_pending') return 'partial';
  if (status !== 'cancelled') return null;
  const raw = slug(rawStatus);
  if (FAILED.has(raw)) return 'failed';
  if (RETURNING.has(raw) || (provider === 'redx' && raw === REDX_CANCELLED_RETURNING)) return 'returning';
  return 'returned';
}

/** The statuses a parcel on the desk can have (the query's first filter; `holdKind` decides the rest). */
export const HOLD_DESK_STATUSES = [
  'hold',
  'cancelled_approval_pending',
  'partial_delivered',
  'partial_delivered_approval_pending',
  'cancelled',
] as const satisfies readonly DeliveryStatus[];

/** What a seller can do from the desk. */
export const HOLD_ACTIONS = ['willTake', 'return', 'receivedBack', 'resend'] as const;
export type HoldAction = (typeof HOLD_ACTIONS)[number];
