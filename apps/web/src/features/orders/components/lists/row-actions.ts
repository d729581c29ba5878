import type { OrderListItem } from '@chalan/core/orders/dto';
import type { OrderStatus } from '@chalan/core/orders/status';
import { customerCanAnswer } from '../customer-answer/customer-answer.ts';

export type OrderAction =
  | 'print'
  | 'edit'
  | 'markReady'
  | 'send'
  | 'complete'
  | 'backToProcessing'
  | 'cancel'
  | 'return'
  | 'delete'
  | 'confirmSms';

/**
 * The row menu of each status, as the issue lists them (returned orders are read only). A delivered
 * order can also come back (completed → returned), which puts its goods back in stock. Mark ready
 * stays beside Send for orders the seller books with the courier by hand. Send confirmation SMS asks the
 * customer (again) to confirm or cancel an open order.
 */
export const ROW_ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  processing: ['print', 'edit', 'send', 'markReady', 'confirmSms', 'cancel'],
  ready: ['edit', 'complete', 'send', 'confirmSms', 'backToProcessing', 'cancel'],
  completed: ['print', 'return', 'delete'],
  cancelled: ['print', 'return'],
  returned: [],
};

/**
 * The order's row actions: a parcel already with its courier is not offered for sending again, nor a
 * confirmation SMS once the customer can no longer answer (answered, or the parcel is with a courier).
 */
export const rowActionsOf = (
  order: Pick<OrderListItem, 'status' | 'courierStatus' | 'customerAnswer'>,
  /** The seller's SMS gateway is set up (me.seller.smsReady). */
  smsReady: boolean,
) =>
  ROW_ACTIONS[order.status].filter((action) => {
    if (action === 'send') return order.courierStatus !== 'sent';
    if (action === 'confirmSms') return smsReady && customerCanAnswer(order);
    return true;
  });
