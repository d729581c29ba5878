/** Order status and the moves DESIGN.md allows; returned is final. */
export const ORDER_STATUSES = ['processing', 'ready', 'completed', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Beside the status: whether a parcel is with a courier. */
export const COURIER_STATES = ['none', 'sent', 'returned'] as const;
export type CourierState = (typeof COURIER_STATES)[number];

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  processing: ['ready', 'cancelled'],
  ready: ['completed', 'processing', 'cancelled'],
  completed: ['returned'],
  cancelled: ['returned'],
  returned: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return MOVES[from];
}

/** Open orders can still be edited, sent, and deleted with their goods put back. */
export const OPEN_STATUSES = ['processing', 'ready'] as const satisfies readonly OrderStatus[];
export const isOpen = (status: OrderStatus) => (OPEN_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Orders that are no purchase (figures.md): a cancelled or returned order adds nothing to a customer's
 * purchase total, the sales or the quantity sold.
 */
export const NOT_A_PURCHASE_STATUSES = ['cancelled', 'returned'] as const satisfies readonly OrderStatus[];
export const isPurchase = (status: OrderStatus) =>
  !(NOT_A_PURCHASE_STATUSES as readonly OrderStatus[]).includes(status);

/** Orders that were never placed (figures.md: placed = not cancelled): the Overview and the report count the rest. */
export const NOT_PLACED_STATUSES = ['cancelled'] as const satisfies readonly OrderStatus[];
export const isPlaced = (status: OrderStatus) =>
  !(NOT_PLACED_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Whether a move brings the order's goods back to stock. Cancelling puts them back only when no parcel
 * went out; a returned parcel always does. The goods come back once: the caller restocks only what the
 * order still has out (its stock movements), so a second restock adds nothing.
 */
export function restocksOn(to: OrderStatus, courierState: CourierState): boolean {
  if (to === 'returned') return true;
  return to === 'cancelled' && courierState !== 'sent';
}

/** Deleting an open order that never went to a courier puts its goods back. */
export const restocksOnDelete = (status: OrderStatus, courierState: CourierState) =>
  isOpen(status) && courierState !== 'sent';

/** Badge colours of the spec (part 1 §4). */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  returned: 'orange',
  cancelled: 'red',
  processing: 'cyan',
  ready: 'blue',
  completed: 'green',
};
