import type { OrderListItem } from '@chalan/core/orders/dto';
import { Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { indexColumn } from '../../../components/list-screen.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { formatMoney } from '../../../lib/format.ts';
import { notifyApiError, notifyError } from '../../../lib/notify.ts';
import { type CustomerFigures, useCustomerOrders } from '../api.ts';

const TABS = ['all', 'processing', 'ready', 'completed', 'returned'] as const;
type Tab = (typeof TABS)[number];

/** "March 5, 2024 3:07 PM" (spec part 1 §2: long month, 12-hour time). */
const longDateTime = (iso: string) => dayjs(iso).format('MMMM D, YYYY h:mm A');
const productNames = (o: OrderListItem) =>
  o.items.map((item) => (item.qty > 1 ? `${item.name} × ${item.qty}` : item.name)).join(', ');
const idsParam = (orders: readonly OrderListItem[]) => orders.map((o) => encodeURIComponent(o.id)).join(',');

/** The profile's order tabs with counts, the orders of the chosen tab, Download and Print Selected. */
export function CustomerOrders({
  customerId,
  counts,
}: {
  customerId: string;
  counts: CustomerFigures['counts'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  const [downloading, setDownloading] = useState(false);
  const list = useCustomerOrders(customerId, tab);

  async function download() {
    if (selected.length === 0) {
      notifyError(t('messages.pleaseSelectOrder'));
      return;
    }
    setDownloading(true);
    try {
      await downloadFile(`/api/orders/export?ids=${idsParam(selected)}`);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setDownloading(false);
    }
  }

  const columns: DataTableColumn<OrderListItem>[] = [
    indexColumn(list, t('customers.orders.index')),
    { accessor: 'code', title: t('customers.orders.orderId'), noWrap: true },
    {
      accessor: 'createdAt',
      title: t('customers.orders.date'),
      noWrap: true,
      render: (o) => longDateTime(o.createdAt),
    },
    {
      accessor: 'items',
      title: t('customers.orders.products'),
      render: (o) => (
        <Text size="sm" lineClamp={2} miw={140}>
          {productNames(o)}
        </Text>
      ),
    },
    {
      accessor: 'bill',
      title: t('customers.orders.price'),
      noWrap: true,
      render: (o) => formatMoney(o.bill),
    },
    { accessor: 'name', title: t('customers.orders.customerName'), render: (o) => o.customer.name },
    { accessor: 'phone', title: t('customers.orders.phone'), noWrap: true, render: (o) => o.customer.phone },
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
                    {value === 'all' ? counts.all : counts[value]}
                  </Badge>
                }
              >
                {t(`customers.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('customers.orders.download')}
          </Button>
          {selected.length > 0 ? (
            <Button
              leftSection={<IconPrinter size={18} />}
              onClick={() => navigate(`/inventory/invoice-generator?ids=${idsParam(selected)}`)}
            >
              {t('customers.orders.printSelected', { count: selected.length })}
            </Button>
          ) : null}
        </Group>
        {list.query.error && !list.query.data ? (
          <QueryError error={list.query.error} onRetry={() => void list.query.refetch()} />
        ) : (
          <PagedTable<OrderListItem>
            list={list}
            columns={columns}
            emptyText={t('customers.orders.empty')}
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
          />
        )}
      </Stack>
    </Paper>
  );
}
