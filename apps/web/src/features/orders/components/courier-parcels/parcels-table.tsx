import type { OrderListItem } from '@chalan/core/orders/replies';
import type { CourierParcel } from '@chalan/core/parcels/replies';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { actionsColumn, indexColumn } from '../../../../components/list-screen.tsx';
import { type ListColumn, ListTable } from '../../../../components/list-table/list-table.tsx';
import { pagedRows } from '../../../../components/paged-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../../components/phone-columns.ts';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import type { useCourierParcels } from '../../api/parcels.ts';
import { OrderCode, OrderCustomer } from '../lists/order-cells.tsx';
import { useOrderSelection } from '../lists/order-selection.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

interface ParcelsTableProps {
  list: ReturnType<typeof useCourierParcels>;
  selected: CourierParcel[];
  onSelectedChange: (rows: CourierParcel[]) => void;
  onView: (order: OrderListItem) => void;
  renderActions: (row: CourierParcel) => ReactNode;
  emptyText: string;
}

/** A courier's parcels: the order, its consignment, the stored delivery status and when it changed. */
export function ParcelsTable({
  list,
  selected,
  onSelectedChange,
  onView,
  renderActions,
  emptyText,
}: ParcelsTableProps) {
  const t = useTexts();
  const format = useFormat();
  const rows = pagedRows(list);
  const selection = useOrderSelection<CourierParcel>(({ order }) => order.code, selected, onSelectedChange);
  const none = t('common.none');

  const codeCell = ({ order }: CourierParcel) => (
    <Stack gap={0}>
      <OrderCode code={order.code} onView={() => onView(order)} />
      {order.previousCodes.length > 0 ? (
        <Text size="xs" c="dimmed" pl={32}>
          {t('courierOrders.earlierIds', { codes: order.previousCodes.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
  const customerCell = ({ order }: CourierParcel) => <OrderCustomer name={order.name} phone={order.phone} />;
  const consignmentCell = ({ parcel }: CourierParcel) => (
    <Stack gap={0}>
      <Text size="sm" ff="monospace">
        {parcel.consignmentId ?? none}
      </Text>
      {parcel.trackingCode && parcel.trackingCode !== parcel.consignmentId ? (
        <Text size="xs" c="dimmed" ff="monospace">
          {t('courierOrders.trackingCode', { code: parcel.trackingCode })}
        </Text>
      ) : null}
    </Stack>
  );
  const statusCell = ({ parcel }: CourierParcel) => (
    <Stack gap={2} align="flex-start">
      <DeliveryStatusBadge status={parcel.status} />
      {/* The courier's own word, where it says more than the badge. */}
      {parcel.rawStatus && parcel.rawStatus !== parcel.status ? (
        <Text size="xs" c="dimmed">
          {parcel.rawStatus}
        </Text>
      ) : null}
    </Stack>
  );
  // When the courier was last asked, on hover: the history modal says it too.
  const changedCell = ({ parcel }: CourierParcel) => (
    <Tooltip
      label={
        parcel.lastSyncedAt
          ? t('courierOrders.lastSynced', { at: format.dateTime(parcel.lastSyncedAt) })
          : t('courierOrders.notSynced')
      }
    >
      <Text size="sm">{format.dateTime(parcel.statusChangedAt)}</Text>
    </Tooltip>
  );

  const columns: ListColumn<CourierParcel>[] = [
    phoneSummaryColumn(t('courierOrders.columns.orderId'), (row) => (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {codeCell(row)}
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {format.money(row.order.payable)}
          </Text>
        </Group>
        {customerCell(row)}
        {consignmentCell(row)}
        <Group gap="xs" align="flex-start">
          {statusCell(row)}
          {changedCell(row)}
        </Group>
      </Stack>
    )),
    ...wideOnly<CourierParcel>([
      indexColumn(list, t('courierOrders.columns.index'), 44),
      { accessor: 'order.code', title: t('courierOrders.columns.orderId'), noWrap: true, render: codeCell },
      { accessor: 'order.name', title: t('courierOrders.columns.customer'), render: customerCell },
      {
        accessor: 'parcel.consignmentId',
        title: t('courierOrders.columns.consignment'),
        render: consignmentCell,
      },
      { accessor: 'parcel.status', title: t('courierOrders.columns.status'), render: statusCell },
      {
        accessor: 'parcel.statusChangedAt',
        title: t('courierOrders.columns.changed'),
        noWrap: true,
        render: changedCell,
      },
      {
        accessor: 'order.payable',
        title: t('courierOrders.columns.payable'),
        textAlign: 'right',
        noWrap: true,
        render: ({ order }) => format.money(order.payable),
      },
    ]),
    actionsColumn(t('courierOrders.columns.action'), renderActions),
  ];

  return (
    <ListTable<CourierParcel>
      verticalAlign="top"
      maxHeight={600}
      idAccessor={(row) => row.order.id}
      columns={columns}
      {...rows}
      noRecordsText={emptyText}
      selection={selection}
    />
  );
}
