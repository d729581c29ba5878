import type { CourierNotice } from '@chalan/core/orders/replies';
import type { ApiMessage } from '@chalan/core/replies';
import { i18n } from '../../../../i18n/index.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { notifyApiSuccess, notifyInfo, notifyWarning } from '../../../../lib/notify.ts';

/** Notices that leave the user something to do in the courier's own panel. */
const TO_DO = new Set(['courierCannotCancel', 'courierCannotUpdateCod']);

/**
 * What a move did at the courier, after the move's own message: a cancel or COD change done there is
 * a toast; one the courier's API cannot do stays on screen until closed, since the user must do it.
 */
export function notifyCourierNotice(notice: CourierNotice | undefined): void {
  if (!notice) return;
  const text = translateMessage(notice.key, notice.message, notice.params);
  const courier = notice.params?.courier;
  if (!TO_DO.has(notice.key)) notifyInfo(text);
  else
    notifyWarning(
      text,
      courier ? i18n.t('courierCancel.toDoTitle', { courier: String(courier) }) : undefined,
    );
}

/** A move's or an edit's reply: its own message, then what it did (or left to do) at the courier. */
export function notifyOrderChange(reply: ApiMessage & { courierNotice?: CourierNotice }): void {
  notifyApiSuccess(reply);
  notifyCourierNotice(reply.courierNotice);
}

/** The sentence a confirmation of Cancel / Back to Processing / Delete adds for an order with a courier. */
export function courierCancelSentence(order: {
  courierStatus: string;
  courier: { name: string } | null;
}): string {
  if (order.courierStatus !== 'sent') return '';
  return order.courier
    ? i18n.t('courierCancel.confirmSent', { courier: order.courier.name })
    : i18n.t('courierCancel.confirmSentNoName');
}
