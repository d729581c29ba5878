import type { CourierParcel } from '@chalan/core/parcels/replies';
import {
  IconCircleCheck,
  IconHistory,
  IconPrinter,
  IconRotate2,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../../components/row-menu.tsx';
import type { OrderActions } from '../lists/order-actions.tsx';
import type { useCourierCloseActions } from './use-courier-close.ts';

/** A parcel row's menu: its history, the invoice, and what the seller decides about the order. */
export function ParcelRowMenu({
  row,
  orderActions,
  closeActions,
  onHistory,
}: {
  row: CourierParcel;
  orderActions: OrderActions;
  closeActions: ReturnType<typeof useCourierCloseActions>;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const { order } = row;
  return (
    <RowMenu name={order.code} disabled={orderActions.busy || closeActions.busy}>
      {(menu) => (
        <>
          <menu.Item leftSection={<IconHistory size={16} />} onClick={onHistory}>
            {t('courierOrders.actions.history')}
          </menu.Item>
          <menu.Item
            leftSection={<IconPrinter size={16} />}
            onClick={() => orderActions.run('print', [order])}
          >
            {t('courierOrders.actions.print')}
          </menu.Item>
          <menu.Divider />
          <menu.Item
            leftSection={<IconCircleCheck size={16} />}
            onClick={() => closeActions.run('completed', order)}
          >
            {t('courierOrders.actions.complete')}
          </menu.Item>
          <menu.Item
            leftSection={<IconRotate2 size={16} />}
            onClick={() => closeActions.run('processing', order)}
          >
            {t('courierOrders.actions.backToProcessing')}
          </menu.Item>
          <menu.Item
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => closeActions.run('cancelled', order)}
          >
            {t('courierOrders.actions.cancel')}
          </menu.Item>
          <menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => orderActions.run('delete', [order])}
          >
            {t('courierOrders.actions.delete')}
          </menu.Item>
        </>
      )}
    </RowMenu>
  );
}
