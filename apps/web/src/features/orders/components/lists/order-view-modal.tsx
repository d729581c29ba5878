import type { OrderDetail } from '@chalan/core/orders/replies';
import { isOpen } from '@chalan/core/orders/status';
import { kgText } from '@chalan/core/weight';
import { Divider, Group, Modal, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../components/query-error.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useOrderDetail } from '../../api/read.ts';
import { CourierCancelNotice } from '../courier-cancel/courier-cancel-badge.tsx';
import { ConfirmationSmsButton } from '../customer-answer/confirmation-sms-button.tsx';
import { CustomerAnswerBadge } from '../customer-answer/customer-answer-badge.tsx';
import { DeliveryRecordBadge } from '../delivery-record/delivery-record-badge.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { addressLine } from './orders-table.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const t = useTexts();
  const format = useFormat();
  const discountLabel =
    order.discount.type === 'percentage'
      ? t('orderLists.view.discountOnAllPercent', { percent: format.basisPoints(order.discount.value) })
      : t('orderLists.view.discountOnAll');
  const rows: [string, number, boolean?][] = [
    [t('orderLists.view.gross'), order.gross],
    [t('orderLists.view.lineDiscounts'), -order.lineDiscounts],
    [discountLabel, -order.discountOnAll],
    [t('orderLists.view.net'), order.net, true],
    [t('orderLists.view.deliveryCharge'), order.deliveryCharge],
    [t('orderLists.view.bill'), order.bill, true],
    [t('orderLists.view.advance'), -order.advance],
    [t('orderLists.view.payable'), order.payable, true],
  ];
  return (
    <Stack gap={4} component="dl" m={0} maw={340} ml="auto" w="100%" aria-label={t('orderLists.view.totals')}>
      {rows.map(([label, value, strong]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text component="dt" size="sm" fw={strong ? 700 : 400}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={strong ? 700 : 400} m={0}>
            {format.money(value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const t = useTexts();
  const format = useFormat();
  const none = t('common.none');
  return (
    <Stack gap="md">
      <Group gap="sm">
        <OrderStatusBadge status={order.status} />
        {isOpen(order.status) ? <DeliveryRecordBadge of={{ orderId: order.id }} /> : null}
        <CustomerAnswerBadge order={order} />
        {order.consignmentId ? (
          <Text size="sm">{t('orderLists.consignment', { id: order.consignmentId })}</Text>
        ) : null}
        {order.previousCodes.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('orderLists.view.previousCodes', { codes: order.previousCodes.join(', ') })}
          </Text>
        ) : null}
      </Group>
      {order.courierCancel ? <CourierCancelNotice cancel={order.courierCancel} /> : null}
      <ConfirmationSmsButton order={order} />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Field label={t('orderLists.view.createdAt')}>{format.dateTime(order.createdAt)}</Field>
        <Field label={t('orderLists.view.salesDate')}>{format.date(order.salesDate)}</Field>
        <Field label={t('orderLists.view.refNo')}>{order.refNo || none}</Field>
        <Field label={t('orderLists.view.paymentType')}>{t(`paymentTypes.${order.paymentType}`)}</Field>
        <Field label={t('orderLists.view.store')}>{order.store.name}</Field>
        <Field label={t('orderLists.view.courier')}>{order.courier?.name ?? none}</Field>
        <Field label={t('shipping.weight')}>
          {t('shipping.weightValue', { weight: Number(kgText(order.weightGrams)) })}
        </Field>
        {/* Only the courier whose API has the option uses it. */}
        {order.courierProvider === 'steadfast' ? (
          <Field label={t('shipping.deliveryType')}>
            {t(`shipping.deliveryTypes.${order.deliveryType}`)}
          </Field>
        ) : null}
        {order.courierProvider === 'pathao' ? (
          <Field label={t('shipping.itemType')}>{t(`shipping.itemTypes.${order.itemType}`)}</Field>
        ) : null}
        <Field label={t('orderLists.view.customer')}>{order.name}</Field>
        <Field label={t('orderLists.view.phone')}>{order.phone}</Field>
        <Field label={t('orderLists.view.address')}>{addressLine(order)}</Field>
        <Field label={t('orderLists.view.createdBy')}>{order.createdBy?.name ?? none}</Field>
      </SimpleGrid>

      {/* On a phone: product and total, the price, quantity and discount written under the name. */}
      <Table striped withTableBorder aria-label={t('orderLists.view.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orderLists.view.product')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('orderLists.view.price')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('orderLists.view.qty')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('orderLists.view.discount')}
            </Table.Th>
            <Table.Th ta="right">{t('orderLists.view.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                {line.name}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {t(line.discount > 0 ? 'orderLists.view.lineSumDiscount' : 'orderLists.view.lineSum', {
                    qty: format.number(line.qty),
                    price: format.money(line.salePrice),
                    discount: format.money(line.discount),
                  })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {format.money(line.salePrice)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {line.qty}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {format.money(line.discount)}
              </Table.Td>
              <Table.Td ta="right">{format.money(line.salePrice * line.qty - line.discount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Totals order={order} />
      {order.note ? <Field label={t('orderLists.view.note')}>{order.note}</Field> : null}

      <Divider />
      <Title order={3} size="h5">
        {t('orderLists.view.timeline')}
      </Title>
      <OrderTimeline events={order.events} />
    </Stack>
  );
}

/** The invoice-view icon's modal: the order's details, lines, totals and its timeline of events. */
export function OrderViewModal({
  orderId,
  code,
  opened,
  onClose,
}: {
  orderId: string | null;
  code: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  const detail = useOrderDetail(orderId);
  let body: ReactNode;
  if (detail.data) body = <OrderView order={detail.data} />;
  else if (detail.error) body = <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <Skeleton h={320} />;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orderLists.view.title', { code })}
      size="xl"
      fullScreen={phone}
    >
      {body}
    </Modal>
  );
}
