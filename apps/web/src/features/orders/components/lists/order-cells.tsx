import type { OrderListItem } from '@chalan/core/orders/replies';
import { isOpen } from '@chalan/core/orders/status';
import { Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { IconButton } from '../../../../components/icon-button.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { CourierCancelBadge } from '../courier-cancel/courier-cancel-badge.tsx';
import { CustomerAnswerBadge } from '../customer-answer/customer-answer-badge.tsx';
import { DeliveryRecordBadge } from '../delivery-record/delivery-record-badge.tsx';
import classes from './order-cells.module.css';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Text cut after `lines` lines (as Mantine's lineClamp), at most `maxWidth` px wide. */
export function Clamped({
  lines,
  maxWidth,
  children,
}: {
  lines: number;
  maxWidth: number;
  children: ReactNode;
}) {
  const style = { '--lines': lines, maxWidth } as CSSProperties;
  return (
    <div className={`${classes.sm} ${classes.clamp}`} style={style}>
      {children}
    </div>
  );
}

/**
 * An order table's id cell: the order id, after a button that opens the order ("View order CODE"). The
 * browser's own tooltip (title): a Mantine Tooltip per row is a popover per row.
 */
export function OrderCode({ code, onView }: { code: string; onView: () => void }) {
  const t = useTexts();
  const label = t('orderLists.viewOrder', { code });
  return (
    <div className={classes.code}>
      <IconButton aria-label={label} title={label} onClick={onView}>
        <IconFileInvoice size={18} />
      </IconButton>
      <span className={`${classes.sm} ${classes.mono}`}>{code}</span>
    </div>
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
      <div className={`${classes.sm} ${classes.name}`}>{name}</div>
      <div className={`${classes.xs} ${classes.dimmed}`}>{phone}</div>
      {children}
    </div>
  );
}

/**
 * An order's status, with its consignment id, a cancel still to do at the courier and what the customer
 * answered to the confirmation SMS.
 */
export function OrderStatusCell({ order }: { order: OrderListItem }) {
  const t = useTexts();
  return (
    <div className={classes.stack}>
      <OrderStatusBadge status={order.status} />
      {order.consignmentId ? (
        <div className={`${classes.xs} ${classes.dimmed}`}>
          {t('orderLists.consignment', { id: order.consignmentId })}
        </div>
      ) : null}
      {order.courierCancel ? <CourierCancelBadge cancel={order.courierCancel} /> : null}
      <CustomerAnswerBadge order={order} />
    </div>
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
