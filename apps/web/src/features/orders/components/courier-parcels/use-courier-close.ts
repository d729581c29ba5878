import type { OrderListItem } from '@chalan/core/orders/replies';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { notifyApiError } from '../../../../lib/notify.ts';
import { type CourierCloseStatus, useCourierClose } from '../../api/dispatch.ts';
import { courierCancelSentence, notifyOrderChange } from '../courier-cancel/courier-notice.ts';
import { confirmAction } from '../lists/confirm-action.tsx';

/**
 * The courier page's Complete, Cancel and Back to Processing. Each asks first: the order's courier info
 * is cleared (its parcel history stays); Cancel and Back to Processing cancel the parcel at the courier.
 */
export function useCourierCloseActions(onDone?: () => void) {
  const t = useTexts();
  const close = useCourierClose();

  async function ask(status: CourierCloseStatus, order: OrderListItem): Promise<boolean> {
    const { code } = order;
    const atCourier = courierCancelSentence(order);
    if (status === 'completed')
      return confirmAction(
        t('courierOrders.confirm.completeTitle'),
        t('courierOrders.confirm.completeText', { code }),
        t('courierOrders.actions.complete'),
        'green',
      );
    if (status === 'cancelled')
      return confirmAction(
        t('courierOrders.confirm.cancelTitle'),
        [t('courierOrders.confirm.cancelText', { code }), atCourier].filter(Boolean).join(' '),
        t('courierOrders.actions.cancel'),
      );
    return confirmAction(
      t('courierCancel.backToProcessingTitle'),
      [t('courierCancel.backToProcessingText', { code }), atCourier].filter(Boolean).join(' '),
      t('courierOrders.actions.backToProcessing'),
      'orange',
    );
  }

  async function run(status: CourierCloseStatus, order: OrderListItem) {
    if (!(await ask(status, order))) return;
    try {
      const reply = await close.mutateAsync({ id: order.id, status });
      notifyOrderChange(reply);
      onDone?.();
    } catch (error) {
      notifyApiError(error);
    }
  }

  return {
    run: (status: CourierCloseStatus, order: OrderListItem) => void run(status, order),
    busy: close.isPending,
  };
}
