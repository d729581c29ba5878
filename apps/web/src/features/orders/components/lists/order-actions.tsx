import type { OrderListItem } from '@chalan/core/orders/replies';
import { type OrderStatus, restocksOn, restocksOnDelete } from '@chalan/core/orders/status';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { i18n } from '../../../../i18n/index.ts';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { notifyApiError, notifyApiSuccess, notifyError } from '../../../../lib/notify.ts';
import { useSendConfirmationSms } from '../../api/confirmation-sms.ts';
import { invoicePath } from '../../api/read.ts';
import { useChangeOrderStatus, useDeleteOrder } from '../../api/status.ts';
import { courierCancelSentence, notifyOrderChange } from '../courier-cancel/courier-notice.ts';
import { confirmAction } from './confirm-action.tsx';
import { useDispatchActions } from './dispatch-actions.ts';
import type { OrderAction } from './row-actions.ts';

/** Where each status move goes. */
const MOVES: Partial<Record<OrderAction, OrderStatus>> = {
  markReady: 'ready',
  complete: 'completed',
  backToProcessing: 'processing',
  cancel: 'cancelled',
  return: 'returned',
};

/** What happens to the order's products, in the words of the confirmation. */
function stockNote(action: OrderAction, order: OrderListItem): string {
  const back =
    action === 'delete'
      ? restocksOnDelete(order.status, order.courierStatus)
      : action === 'return'
        ? // A cancelled order that never went out had its products back already.
          !(order.status === 'cancelled' && order.courierStatus !== 'sent')
        : restocksOn('cancelled', order.courierStatus);
  return i18n.t(back ? 'orderLists.confirm.stockBack' : 'orderLists.confirm.stockStays');
}

/** The confirmation's text: what it does, then the courier's part and the stock's. */
const sentences = (...parts: string[]) => parts.filter(Boolean).join(' ');

async function confirmed(action: OrderAction, order: OrderListItem): Promise<boolean> {
  const t = i18n.t;
  const code = order.code;
  // Cancel, Back to Processing and Delete of a sent order cancel its parcel at the courier too.
  const atCourier = courierCancelSentence(order);
  if (action === 'cancel')
    return confirmAction(
      t('orderLists.confirm.cancelTitle'),
      sentences(t('orderLists.confirm.cancelText', { code }), atCourier, stockNote(action, order)),
      t('orderLists.actions.cancel'),
    );
  if (action === 'delete')
    return confirmAction(
      t('orderLists.confirm.deleteTitle'),
      sentences(t('orderLists.confirm.deleteText', { code }), atCourier, stockNote(action, order)),
      t('orderLists.actions.delete'),
    );
  if (action === 'return')
    return confirmAction(
      t('orderLists.confirm.returnTitle'),
      `${t('orderLists.confirm.returnText', { code })} ${stockNote(action, order)}`,
      t('orderLists.actions.return'),
      'orange',
    );
  if (action === 'backToProcessing' && atCourier)
    return confirmAction(
      t('courierCancel.backToProcessingTitle'),
      sentences(t('courierCancel.backToProcessingText', { code }), atCourier),
      t('orderLists.actions.backToProcessing'),
      'orange',
    );
  return true;
}

/**
 * Runs a toolbar or row action on the chosen orders with the bulk rules of the spec: print and send
 * need at least one order, every other action exactly one ("Please select an order"). Cancel, return
 * and delete ask first; the server's message is shown either way (the confirmation SMS's too: queued, or
 * why not).
 */
export function useOrderActions(onDone?: () => void) {
  const t = useTexts();
  const [, navigate] = useLocation();
  const changeStatus = useChangeOrderStatus();
  const remove = useDeleteOrder();
  const confirmSms = useSendConfirmationSms();
  const dispatch = useDispatchActions(onDone);
  const [editing, setEditing] = useState<string | null>(null);

  async function run(action: OrderAction, orders: readonly OrderListItem[]) {
    if (action === 'print') {
      if (orders.length === 0) return notifyError(t('messages.pleaseSelectOrder'));
      return navigate(invoicePath(orders.map((o) => o.id)));
    }
    if (action === 'send') return dispatch.send(orders);
    const [order] = orders;
    if (!order || orders.length !== 1) return notifyError(t('messages.pleaseSelectOrder'));
    if (action === 'edit') return setEditing(order.id);
    if (action === 'confirmSms') {
      try {
        notifyApiSuccess(await confirmSms.mutateAsync(order.id));
      } catch (error) {
        notifyApiError(error);
      }
      return;
    }
    if (!(await confirmed(action, order))) return;
    try {
      const to = MOVES[action];
      const reply = to
        ? await changeStatus.mutateAsync({ id: order.id, status: to })
        : await remove.mutateAsync(order.id);
      notifyOrderChange(reply);
      onDone?.();
    } catch (error) {
      notifyApiError(error);
    }
  }

  return {
    run: (action: OrderAction, orders: readonly OrderListItem[]) => void run(action, orders),
    busy: changeStatus.isPending || remove.isPending || confirmSms.isPending || dispatch.busy,
    dispatch,
    editing,
    closeEdit: () => setEditing(null),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
