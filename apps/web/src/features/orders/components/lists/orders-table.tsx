import 'mantine-datatable/styles.css';
import { PAGE_SIZES, type PageSize } from '@chalan/core/list';
import type { OrderListItem } from '@chalan/core/orders/dto';
import { isOpen } from '@chalan/core/orders/status';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../lib/format.ts';
import type { OrderListState } from '../../api/read.ts';
import { DeliveryRecordBadge } from '../delivery-record/delivery-record-badge.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrdersTableProps {
  list: OrderListState;
  /** Lists show the net; search results show the bill (DESIGN.md's one definition of totals). */
  amount: 'net' | 'bill';
  onView: (order: OrderListItem) => void;
  renderActions: (order: OrderListItem) => ReactNode;
  /** Checkbox selection and select-all (of the page); absent on read-only lists. */
  selected?: OrderListItem[];
  onSelectedChange?: (orders: OrderListItem[]) => void;
  /** Order Processing hides the pager when everything fits on one page. */
  hidePagerOnOnePage?: boolean;
  emptyText: string;
}

export const addressLine = (o: Pick<OrderListItem, 'address' | 'thana' | 'district'>) =>
  [o.address, o.thana, o.district].filter(Boolean).join(', ');

/** The one order table of every list and the search results: server-paged, page sizes that work. */
export function OrdersTable({
  list,
  amount,
  onView,
  renderActions,
  selected,
  onSelectedChange,
  hidePagerOnOnePage,
  emptyText,
}: OrdersTableProps) {
  const { t } = useTranslation();
  const data = list.query.data;
  const firstIndex = (list.page - 1) * list.limit;
  const onePage = (data?.totalPages ?? 1) <= 1;

  const columns: DataTableColumn<OrderListItem>[] = [
    {
      accessor: 'index',
      title: t('orderLists.columns.index'),
      width: 44,
      render: (_, i) => firstIndex + i + 1,
    },
    {
      accessor: 'code',
      title: t('orderLists.columns.orderId'),
      noWrap: true,
      render: (o) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('orderLists.viewOrder', { code: o.code })}>
            <ActionIcon
              variant="subtle"
              aria-label={t('orderLists.viewOrder', { code: o.code })}
              onClick={() => onView(o)}
            >
              <IconFileInvoice size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" ff="monospace" fw={600}>
            {o.code}
          </Text>
        </Group>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('orderLists.columns.date'),
      noWrap: true,
      render: (o) => formatDateTime(o.createdAt),
    },
    {
      accessor: 'customer',
      title: t('orderLists.columns.customer'),
      render: (o) => (
        <div>
          <Text size="sm" fw={500}>
            {o.name}
          </Text>
          <Text size="xs" c="dimmed">
            {o.phone}
          </Text>
          {/* The fraud check matters before a parcel goes out. */}
          {isOpen(o.status) ? <DeliveryRecordBadge of={{ orderId: o.id }} compact /> : null}
        </div>
      ),
    },
    {
      accessor: 'address',
      title: t('orderLists.columns.address'),
      render: (o) => (
        <Text size="sm" lineClamp={2} maw={220}>
          {addressLine(o)}
        </Text>
      ),
    },
    {
      accessor: 'items',
      title: t('orderLists.columns.products'),
      render: (o) => (
        <Text size="sm" lineClamp={3} maw={240}>
          {o.items.map((i) => t('orderLists.itemQty', { name: i.name, qty: i.qty })).join(', ')}
        </Text>
      ),
    },
    {
      accessor: amount,
      title: amount === 'net' ? t('orderLists.columns.amount') : t('orderLists.columns.bill'),
      textAlign: 'right',
      noWrap: true,
      render: (o) => formatMoney(o[amount]),
    },
    {
      accessor: 'status',
      title: t('orderLists.columns.status'),
      // Wide enough for PROCESSING, so no badge is cut short.
      width: 130,
      render: (o) => (
        <Stack gap={2} align="flex-start">
          <OrderStatusBadge status={o.status} />
          {o.consignmentId ? (
            <Text size="xs" c="dimmed">
              {t('orderLists.consignment', { id: o.consignmentId })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: t('orderLists.columns.action'),
      textAlign: 'right',
      width: 72,
      render: (o) => renderActions(o),
    },
  ];

  const selection = onSelectedChange
    ? {
        selectedRecords: selected ?? [],
        onSelectedRecordsChange: onSelectedChange,
        allRecordsSelectionCheckboxProps: { 'aria-label': t('orderLists.selectPage') },
        getRecordSelectionCheckboxProps: (o: OrderListItem) => ({
          'aria-label': t('orderLists.selectOrder', { code: o.code }),
        }),
      }
    : {};

  return (
    <DataTable<OrderListItem>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalAlign="top"
      minHeight={data?.items.length ? undefined : 180}
      maxHeight={600}
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
      {...(hidePagerOnOnePage && onePage
        ? {
            // One page: no pager, but the page size can still be chosen.
            renderPagination: ({
              Controls,
            }: Parameters<NonNullable<DataTableProps<OrderListItem>['renderPagination']>>[0]) => (
              <Group justify="space-between" w="100%">
                <Controls.Text />
                <Controls.PageSizeSelector />
              </Group>
            ),
          }
        : {})}
      {...selection}
    />
  );
}
