import type { CourierParcel } from '@chalan/core/parcels/replies';
import { Menu } from '@mantine/core';
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
      <Menu.Item leftSection={<IconHistory size={16} />} onClick={onHistory}>
        {t('courierOrders.actions.history')}
      </Menu.Item>
      <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => orderActions.run('print', [order])}>
        {t('courierOrders.actions.print')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconCircleCheck size={16} />}
        onClick={() => closeActions.run('completed', order)}
      >
        {t('courierOrders.actions.complete')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconRotate2 size={16} />}
        onClick={() => closeActions.run('processing', order)}
      >
        {t('courierOrders.actions.backToProcessing')}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconX size={16} />}
        onClick={() => closeActions.run('cancelled', order)}
      >
        {t('courierOrders.actions.cancel')}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => orderActions.run('delete', [order])}
      >
        {t('courierOrders.actions.delete')}
      </Menu.Item>
    </RowMenu>
  );
}
