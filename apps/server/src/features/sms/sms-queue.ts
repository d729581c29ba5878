import type { SmsKind } from '@chalan/core/sms/templates';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, smsMessages, smsSettings } from '../../db/schema/index.ts';
import { appendOrderEvent, type OrderMover } from '../orders/order-moves.ts';

/**
 * Queues the message an order calls for — its confirmation link when it is saved, its tracking link when
 * a courier books it — in the transaction that calls for it: an order undone takes its message with it,
 * and nothing is lost between the two. The sender (jobs/sms-sender.ts) writes and sends it moments later;
 * whoever commits kicks it (`deps.jobs.sms.kick()`).
 *
 * `turnedOn`: only if the seller turned this message on (automatic); otherwise a user asked for it.
 * Returns whether a message was queued.
 */
export async function queueOrderSms(
  tx: Tx,
  mover: OrderMover,
  order: { id: string; phone: string },
  kind: SmsKind,
  turnedOn: 'if turned on' | 'asked',
): Promise<boolean> {
  if (turnedOn === 'if turned on') {
    const [settings] = await tx
      .select({ confirmOnSave: smsSettings.confirmOnSave, linkAfterDispatch: smsSettings.linkAfterDispatch })
      .from(smsSettings)
      .where(eq(smsSettings.sellerId, mover.sellerId));
    if (!(kind === 'confirm' ? settings?.confirmOnSave : settings?.linkAfterDispatch)) return false;
  }
  const now = new Date();
  await tx
    .insert(smsMessages)
    .values({ sellerId: mover.sellerId, orderId: order.id, kind, phone: order.phone, nextTryAt: now });
  if (kind === 'confirm') {
    await tx
      .update(orders)
      .set({ customerAskedAt: now })
      .where(and(eq(orders.sellerId, mover.sellerId), eq(orders.id, order.id)));
  }
  await appendOrderEvent(tx, mover, order.id, { kind: 'sms', changes: { sms: { from: null, to: kind } } });
  return true;
}
