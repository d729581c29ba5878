import 'mantine-datatable/styles.css';
import { PAGE_SIZES, type PageSize } from '@chalan/core/list';
import type { OrderListItem } from '@chalan/core/orders/dto';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format.ts';
import type { CourierParcel, useCourierParcels } from '../../api/parcels.ts';
import { dhakaTime } from '../../dhaka-time.ts';
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
  const { t } = useTranslation();
  const data = list.query.data;
  const firstIndex = (list.page - 1) * list.limit;
  const none = t('common.none');

  const columns: DataTableColumn<CourierParcel>[] = [
    {
      accessor: 'index',
      title: t('courierOrders.columns.index'),
      width: 44,
      render: (_, i) => firstIndex + i + 1,
    },
    {
      accessor: 'order.code',
      title: t('courierOrders.columns.orderId'),
      noWrap: true,
      render: ({ order }) => (
        <Stack gap={0}>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('orderLists.viewOrder', { code: order.code })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('orderLists.viewOrder', { code: order.code })}
                onClick={() => onView(order)}
              >
                <IconFileInvoice size={18} />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" ff="monospace" fw={600}>
              {order.code}
            </Text>
          </Group>
          {order.previousCodes.length > 0 ? (
            <Text size="xs" c="dimmed" pl={32}>
              {t('courierOrders.earlierIds', { codes: order.previousCodes.join(', ') })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'order.name',
      title: t('courierOrders.columns.customer'),
      render: ({ order }) => (
        <div>
          <Text size="sm" fw={500}>
            {order.name}
          </Text>
          <Text size="xs" c="dimmed">
            {order.phone}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'parcel.consignmentId',
      title: t('courierOrders.columns.consignment'),
      render: ({ parcel }) => (
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
      ),
    },
    {
      accessor: 'parcel.status',
      title: t('courierOrders.columns.status'),
      render: ({ parcel }) => (
        <Stack gap={2} align="flex-start">
          <DeliveryStatusBadge status={parcel.status} />
          {/* The courier's own word, where it says more than the badge. */}
          {parcel.rawStatus && parcel.rawStatus !== parcel.status ? (
            <Text size="xs" c="dimmed">
              {parcel.rawStatus}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'parcel.statusChangedAt',
      title: t('courierOrders.columns.changed'),
      noWrap: true,
      // When the courier was last asked, on hover: the history modal says it too.
      render: ({ parcel }) => (
        <Tooltip
          label={
            parcel.lastSyncedAt
              ? t('courierOrders.lastSynced', { at: dhakaTime(parcel.lastSyncedAt) })
              : t('courierOrders.notSynced')
          }
        >
          <Text size="sm">{dhakaTime(parcel.statusChangedAt)}</Text>
        </Tooltip>
      ),
    },
    {
      accessor: 'order.payable',
      title: t('courierOrders.columns.payable'),
      textAlign: 'right',
      noWrap: true,
      render: ({ order }) => formatMoney(order.payable),
    },
    {
      accessor: 'actions',
      title: t('courierOrders.columns.action'),
      textAlign: 'right',
      width: 72,
      render: (row) => renderActions(row),
    },
  ];

  return (
    <DataTable<CourierParcel>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalAlign="top"
      minHeight={data?.items.length ? undefined : 180}
      maxHeight={600}
      idAccessor={(row) => row.order.id}
      records={data?.items ?? []}
      columns={columns}
      fetching={list.query.isFetching}
      noRecordsText={emptyText}
      totalRecords={data?.total ?? 0}
      recordsPerPage={list.limit}
      page={list.page}
      onPageChange={list.setPage}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={(size) => list.setLimit(size as PageSize)}
      recordsPerPageLabel={t('table.pageSize')}
      paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('orderLists.selectPage') }}
      getRecordSelectionCheckboxProps={({ order }) => ({
        'aria-label': t('orderLists.selectOrder', { code: order.code }),
      })}
    />
  );
}
