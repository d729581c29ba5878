import type { OrderListItem } from '@chalan/core/orders/replies';
import { isOpen } from '@chalan/core/orders/status';

type AnswerOf = Pick<OrderListItem, 'status' | 'courierStatus' | 'customerAnswer' | 'customerAskedAt'>;

/** What the customer said through the confirmation SMS link, or that the order waits for them. */
export type CustomerState = 'confirmed' | 'cancelled' | 'waiting';

export const CUSTOMER_STATE_COLOURS: Record<CustomerState, string> = {
  confirmed: 'green',
  cancelled: 'red',
  waiting: 'yellow',
};

/** The customer can still answer: the order is open, with no courier yet, and not answered. */
export const customerCanAnswer = (order: Pick<AnswerOf, 'status' | 'courierStatus' | 'customerAnswer'>) =>
  isOpen(order.status) && order.courierStatus !== 'sent' && order.customerAnswer === null;

/**
 * The customer's answer (kept on the order for good), or "waiting" while a confirmation SMS went out and
 * the customer can still answer; null when nobody was asked or it no longer matters.
 */
export function customerState(order: AnswerOf): CustomerState | null {
  if (order.customerAnswer) return order.customerAnswer;
  return order.customerAskedAt && customerCanAnswer(order) ? 'waiting' : null;
}
