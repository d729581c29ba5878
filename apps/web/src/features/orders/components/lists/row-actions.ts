import type { OrderListItem } from '@chalan/core/orders/dto';
import type { OrderStatus } from '@chalan/core/orders/status';

export type OrderAction =
  | 'print'
  | 'edit'
  | 'markReady'
  | 'send'
  | 'complete'
  | 'backToProcessing'
  | 'cancel'
  | 'return'
  | 'delete';

/**
 * The row menu of each status, as the issue lists them (returned orders are read only). A delivered
 * order can also come back (completed → returned), which puts its goods back in stock. Mark ready
 * stays beside Send for orders the seller books with the courier by hand.
 */
export const ROW_ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  processing: ['print', 'edit', 'send', 'markReady', 'cancel'],
  ready: ['edit', 'complete', 'send', 'backToProcessing', 'cancel'],
  completed: ['print', 'return', 'delete'],
  cancelled: ['print', 'return'],
  returned: [],
};

/** The order's row actions: a parcel already with its courier is not offered for sending again. */
export const rowActionsOf = (order: Pick<OrderListItem, 'status' | 'courierStatus'>) =>
  ROW_ACTIONS[order.status].filter((action) => action !== 'send' || order.courierStatus !== 'sent');
