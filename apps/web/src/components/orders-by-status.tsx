import type { ExportColumnLanguage } from '@chalan/core/export-columns';
import type { OrderListItem } from '@chalan/core/orders/replies';
import { Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useOrderSelection } from '../features/orders/components/lists/order-selection.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { downloadFile } from '../lib/download.ts';
import { exportUrl } from '../lib/export-columns.ts';
import type { Format } from '../lib/format.ts';
import { useFormat } from '../lib/use-format.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { OrderExportMenu } from './export-menu.tsx';
import { indexColumn } from './list-screen.tsx';
import type { ListColumn } from './list-table/list-table.tsx';
import { PagedTable } from './paged-table.tsx';
import { phoneSummaryColumn, wideOnly } from './phone-columns.ts';
import { QueryError } from './query-error.tsx';

const TABS = ['all', 'processing', 'ready', 'completed', 'returned'] as const;
type Tab = (typeof TABS)[number];
export type OrderTabCounts = Record<Tab, number>;

const productNames = (o: OrderListItem, format: Format) =>
  o.items.map((item) => (item.qty > 1 ? `${item.name} × ${format.number(item.qty)}` : item.name)).join(', ');
const idsParam = (orders: readonly OrderListItem[]) => orders.map((o) => encodeURIComponent(o.id)).join(',');

export interface OrdersByStatusProps {
  /** Each tab's count, as its list holds it. */
  counts: OrderTabCounts;
  /** Query key prefix of the lists (the tab, page and size are added). */
  queryKey: readonly unknown[];
  /** The order list endpoint (`?status=…&page&limit` is added, with `params`). */
  listPath: string;
  params?: Record<string, string>;
  /** The CSV endpoint Download calls with `?ids=…` (selected) or the list's `status` and `params`. */
  exportPath: string;
  /** Given, the selection gets a Print Selected button that calls it. */
  onPrint?: (idsParam: string) => void;
}

/**
 * A profile's orders (customer or merchant): tabs with counts, the chosen tab's orders with selection,
 * Download as CSV (the selected orders, the tab's orders, or all the profile's orders) and, where the
 * profile prints, Print Selected.
 */
export function OrdersByStatus({
  counts,
  queryKey,
  listPath,
  params,
  exportPath,
  onPrint,
}: OrdersByStatusProps) {
  const t = useTexts();
  const format = useFormat();
  const [tab, setTab] = useState<Tab>('all');
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  const list = usePagedList<OrderListItem>(queryKey, listPath, { ...params, status: tab });
  const selection = useOrderSelection<OrderListItem>((o) => o.code, selected, setSelected);

  const download = (query: Record<string, string>, columns: ExportColumnLanguage) =>
    downloadFile(exportUrl(exportPath, query, columns));

  const columns: ListColumn<OrderListItem>[] = [
    phoneSummaryColumn(t('ordersByStatus.orderId'), (o) => (
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" ff="monospace" fw={600}>
            {o.code}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {format.money(o.bill)}
          </Text>
        </Group>
        <Text size="xs" lineClamp={2}>
          {productNames(o, format)}
        </Text>
        <Text size="xs" c="dimmed">
          {format.longDateTime(o.createdAt)}
        </Text>
      </Stack>
    )),
    ...wideOnly<OrderListItem>([
      indexColumn(list, t('ordersByStatus.index')),
      { accessor: 'code', title: t('ordersByStatus.orderId'), noWrap: true },
      {
        accessor: 'createdAt',
        title: t('ordersByStatus.date'),
        noWrap: true,
        // "March 5, 2024 3:07 PM" (spec part 1 §2: long month, 12-hour time).
        render: (o) => format.longDateTime(o.createdAt),
      },
      {
        accessor: 'items',
        title: t('ordersByStatus.products'),
        render: (o) => (
          <Text size="sm" lineClamp={2} miw={140}>
            {productNames(o, format)}
          </Text>
        ),
      },
      {
        accessor: 'bill',
        title: t('ordersByStatus.price'),
        noWrap: true,
        render: (o) => format.money(o.bill),
      },
      { accessor: 'name', title: t('ordersByStatus.customerName'), render: (o) => o.customer.name },
      { accessor: 'phone', title: t('ordersByStatus.phone'), noWrap: true, render: (o) => o.customer.phone },
    ]),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Tabs
          value={tab}
          onChange={(value) => {
            setTab((value as Tab | null) ?? 'all');
            setSelected([]);
          }}
        >
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                style={{ flex: '0 0 auto' }}
                rightSection={
                  <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                    {format.number(counts[value])}
                  </Badge>
                }
              >
                {t(`ordersByStatus.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="sm" justify="flex-end">
          <OrderExportMenu
            label={t('ordersByStatus.download')}
            download={download}
            selectedIds={selected.map((o) => o.id)}
            listed={{ ...params, status: tab }}
            listedCount={list.query.data?.total}
            all={{ ...params, status: 'all' }}
          />
          {onPrint && selected.length > 0 ? (
            <Button leftSection={<IconPrinter size={18} />} onClick={() => onPrint(idsParam(selected))}>
              {t('ordersByStatus.printSelected', { count: selected.length })}
            </Button>
          ) : null}
        </Group>
        {list.query.error && !list.query.data ? (
          <QueryError error={list.query.error} onRetry={() => void list.query.refetch()} />
        ) : (
          <PagedTable<OrderListItem>
            list={list}
            columns={columns}
            emptyText={t('ordersByStatus.empty')}
            selection={selection}
          />
        )}
      </Stack>
    </Paper>
  );
}
