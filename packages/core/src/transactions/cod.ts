import type { Poisha } from '../money.ts';
import type { OrderStatus } from '../orders/status.ts';

/** The Transactions list: every completed order of the period, those still owed, those paid. */
export const COD_FILTERS = ['all', 'pending', 'received'] as const;
export type CodFilter = (typeof COD_FILTERS)[number];

/**
 * Where a completed order's COD stands: received once it is marked (by hand or by a courier payout);
 * pending while the courier still owes its payable; prepaid when the advance covered the bill, so there
 * is nothing to collect.
 */
export const COD_STATES = ['received', 'pending', 'prepaid'] as const;
export type CodState = (typeof COD_STATES)[number];

export function codState(order: { codReceivedAt: string | Date | null; payable: Poisha }): CodState {
  if (order.codReceivedAt !== null) return 'received';
  return order.payable > 0 ? 'pending' : 'prepaid';
}

/** How a payout's parcel compares with its order: see courier_payout_items.match. */
export type PayoutMatch = 'matched' | 'differs' | 'unmatched';
export const PAYOUT_MATCHES = ['matched', 'differs', 'unmatched'] as const satisfies readonly PayoutMatch[];

/** Steadfast statuses (lower-cased) of a paid-out parcel that collected no COD: it came back. */
const COLLECTED_NOTHING = new Set(['cancelled']);

export interface ConsignmentMatch {
  /** What the courier collected for the parcel: its cod_amount, or 0 for a parcel that came back. */
  collected: Poisha;
  /** What the order should have brought: its payable, 0 for a parcel that came back; null without an order. */
  expected: Poisha | null;
  match: PayoutMatch;
}

/**
 * A payout's parcel against its order (found by invoice): 'unmatched' without one; 'matched' when the
 * courier collected what the order expected, else 'differs' (a partial delivery, a changed order, a
 * courier's mistake) for the seller to look at.
 */
export function matchConsignment(
  consignment: { status: string; codAmount: Poisha },
  order: { payable: Poisha } | null,
): ConsignmentMatch {
  const cameBack = COLLECTED_NOTHING.has(consignment.status.toLowerCase());
  const collected = cameBack ? 0 : consignment.codAmount;
  if (!order) return { collected, expected: null, match: 'unmatched' };
  const expected = cameBack ? 0 : order.payable;
  return { collected, expected, match: collected === expected ? 'matched' : 'differs' };
}

/**
 * Whether a payout's parcel marks its order's COD received: the order is completed, not yet marked, and
 * the parcel was delivered (a parcel that came back brought no money). A differing amount still marks
 * it, with what came; the payout flags it.
 */
export function payoutMarksReceived(
  consignment: { status: string },
  order: { status: OrderStatus; codReceivedAt: Date | string | null },
): boolean {
  return (
    order.status === 'completed' &&
    order.codReceivedAt === null &&
    !COLLECTED_NOTHING.has(consignment.status.toLowerCase())
  );
}
