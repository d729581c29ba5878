import type { OrderListItem } from '@chalan/core/orders/dto';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifyApiSuccess } from '../../../../lib/notify.ts';
import { type CourierCloseStatus, useCourierClose } from '../../api/dispatch.ts';
import { confirmAction } from '../lists/confirm-action.tsx';

/**
 * The courier page's Complete, Cancel and Back to Processing. Complete and Cancel ask first: the
 * order's courier info is cleared (its parcel history stays).
 */
export function useCourierCloseActions(onDone?: () => void) {
  const { t } = useTranslation();
  const close = useCourierClose();

  async function ask(status: CourierCloseStatus, code: string): Promise<boolean> {
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
        t('courierOrders.confirm.cancelText', { code }),
        t('courierOrders.actions.cancel'),
      );
    return true;
  }

  async function run(status: CourierCloseStatus, order: OrderListItem) {
    if (!(await ask(status, order.code))) return;
    try {
      notifyApiSuccess(await close.mutateAsync({ id: order.id, status }));
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
