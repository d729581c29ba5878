import { MESSAGES } from '@chalan/core/messages';
import { isOpen } from '@chalan/core/orders/status';
import { Alert, Modal, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { useCouriers } from '../../couriers/api.ts';
import { useOrderDetail } from '../api/read.ts';
import { OrderEditForm } from './order-edit/order-edit-form.tsx';

interface OrderEditModalProps {
  orderId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** Edit an open order (the order lists' Edit): loads it, then the edit form; closes after a save. */
export function OrderEditModal({ orderId, opened, onClose }: OrderEditModalProps) {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  const order = useOrderDetail(opened ? orderId : null);
  const couriers = useCouriers();

  let content: ReactNode;
  const failed = order.error ?? couriers.error;
  if (failed)
    content = (
      <QueryError
        error={failed}
        onRetry={() => {
          void order.refetch();
          void couriers.refetch();
        }}
      />
    );
  else if (!order.data || !couriers.data) content = <Skeleton h={420} />;
  else if (!isOpen(order.data.status))
    content = (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {translateMessage('orderNotEditable', MESSAGES.orderNotEditable, { status: order.data.status })}
      </Alert>
    );
  else
    content = (
      <OrderEditForm
        key={order.data.id}
        order={order.data}
        couriers={couriers.data.filter((c) => c.status)}
        onDone={onClose}
      />
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        order.data ? t('startOrder.edit.titleOf', { code: order.data.code }) : t('startOrder.edit.title')
      }
      size="xl"
      fullScreen={phone}
    >
      {content}
    </Modal>
  );
}
