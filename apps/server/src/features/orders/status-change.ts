import type { OrderStatus } from '@chalan/core';

/** The order columns a move to `to` writes: the status, and when it became completed (Today's Send, Transactions). */
export function statusChange(to: OrderStatus, at = new Date()) {
  return to === 'completed' ? { status: to, completedAt: at } : { status: to };
}
