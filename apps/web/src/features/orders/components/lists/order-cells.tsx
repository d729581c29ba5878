import type { OrderListItem } from '@chalan/core/orders/replies';
import { isOpen } from '@chalan/core/orders/status';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format.ts';
import { CourierCancelBadge } from '../courier-cancel/courier-cancel-badge.tsx';
import { DeliveryRecordBadge } from '../delivery-record/delivery-record-badge.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** An order table's id cell: the order id, after a button that opens the order ("View order CODE"). */
export function OrderCode({ code, onView }: { code: string; onView: () => void }) {
  const { t } = useTranslation();
  const label = t('orderLists.viewOrder', { code });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={onView}>
          <IconFileInvoice size={18} />
        </ActionIcon>
      </Tooltip>
      <Text size="sm" ff="monospace" fw={600}>
        {code}
      </Text>
    </Group>
  );
}

/** An order table's customer cell: name, phone, and what a table adds below them. */
export function OrderCustomer({
  name,
  phone,
  children,
}: {
  name: string;
  phone: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {phone}
      </Text>
      {children}
    </div>
  );
}

/** An order's status, with its consignment id and a cancel still to do at the courier. */
export function OrderStatusCell({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <OrderStatusBadge status={order.status} />
      {order.consignmentId ? (
        <Text size="xs" c="dimmed">
          {t('orderLists.consignment', { id: order.consignmentId })}
        </Text>
      ) : null}
      {order.courierCancel ? <CourierCancelBadge cancel={order.courierCancel} /> : null}
    </Stack>
  );
}

/** The customer, and (while the order is open) the phone's delivery record: the fraud check before it goes out. */
export function OrderCustomerCell({ order }: { order: OrderListItem }) {
  return (
    <OrderCustomer name={order.name} phone={order.phone}>
      {isOpen(order.status) ? <DeliveryRecordBadge of={{ orderId: order.id }} compact /> : null}
    </OrderCustomer>
  );
}

/** A phone's one column: the order id and amount, the customer, the status and when it was made. */
export function OrderSummary({
  order,
  amount,
  onView,
}: {
  order: OrderListItem;
  amount: number;
  onView: () => void;
}) {
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <OrderCode code={order.code} onView={onView} />
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {format.money(amount)}
        </Text>
      </Group>
      <OrderCustomerCell order={order} />
      <Group gap="xs" align="center" wrap="wrap">
        <OrderStatusCell order={order} />
        <Text size="xs" c="dimmed">
          {format.dateTime(order.createdAt)}
        </Text>
      </Group>
    </Stack>
  );
}
