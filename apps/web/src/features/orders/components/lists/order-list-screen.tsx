import type { OrderList } from '@chalan/core/orders/list-query';
import type { OrderListItem } from '@chalan/core/orders/replies';
import { Group, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChecks, IconFileUpload, IconSend2 } from '@tabler/icons-react';
import { lazy, useCallback, useEffect, useState } from 'react';
import { OrderExportMenu } from '../../../../components/export-menu.tsx';
import { PageTitle } from '../../../../components/page-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { SearchInput } from '../../../../components/search-input.tsx';
import { WhenFirstNeeded } from '../../../../components/when-first-needed.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { exportOrders, type OrderFilters, useOrderList } from '../../api/read.ts';
import { CustomerFilter } from '../customer-answer/customer-filter.tsx';
import { useOrderActions } from './order-actions.tsx';
import { type ListTool, OrderRowMenu, OrdersToolbar, type ToolbarItem } from './order-menus.tsx';
import { OrdersTable } from './orders-table.tsx';
import { ReadySummaryCards } from './ready-summary.tsx';
import { SelectedCount } from './selected-count.tsx';

// Modals and Advance Search load when first opened: the list itself comes first.
const OrderEditModal = lazy(() =>
  import('../order-edit-modal.tsx').then((m) => ({ default: m.OrderEditModal })),
);
const AdvanceSearch = lazy(() => import('./advance-search.tsx').then((m) => ({ default: m.AdvanceSearch })));
const DispatchProgressModal = lazy(() =>
  import('./dispatch-progress-modal.tsx').then((m) => ({ default: m.DispatchProgressModal })),
);
const OrderViewModal = lazy(() =>
  import('./order-view-modal.tsx').then((m) => ({ default: m.OrderViewModal })),
);

interface ScreenConfig {
  toolbar: readonly ToolbarItem[];
  /** Order Processing: search by order id. */
  searchBox?: boolean;
  /** Advance Search and Create Bulk Order (ready list and search results). */
  finder?: boolean;
  summary?: boolean;
  /** "Send all listed": every order of the list (with its search and filters) to its courier. */
  sendAll?: boolean;
  /** The customer's answer to the confirmation SMS as a filter (the open lists). */
  customerFilter?: boolean;
  /** "Send confirmed orders": the listed orders their customers confirmed. */
  sendConfirmed?: boolean;
  selectable: boolean;
  hidePagerOnOnePage?: boolean;
}

/** Each screen's toolbar and tools, as the issue lists them. */
const SCREENS: Record<OrderList, ScreenConfig> = {
  processing: {
    toolbar: [
      { action: 'print' },
      { action: 'edit' },
      { action: 'send' },
      { action: 'markReady' },
      { action: 'cancel' },
      { action: 'delete' },
    ],
    searchBox: true,
    sendAll: true,
    customerFilter: true,
    sendConfirmed: true,
    selectable: true,
    hidePagerOnOnePage: true,
  },
  ready: {
    toolbar: [
      { action: 'print', label: 'printSelected' },
      { action: 'send', label: 'sendToCourier' },
    ],
    finder: true,
    summary: true,
    sendAll: true,
    customerFilter: true,
    selectable: true,
  },
  completed: { toolbar: [{ action: 'print' }, { action: 'return' }, { action: 'delete' }], selectable: true },
  returned: { toolbar: [], selectable: false },
  cancelled: { toolbar: [{ action: 'print' }, { action: 'return' }], selectable: true },
  all: { toolbar: [{ action: 'print', label: 'printSelected' }], finder: true, selectable: true },
};

/** Export's "All orders": every order of the seller, whatever the list, search or filters. */
const ALL_ORDERS = { status: 'all' } as const;

/**
 * One order list screen: the five status lists and the search results share it. The table, the
 * selection with the bulk rules, the row menus, the order modal and (where the screen has them) the
 * search box, Advance Search and summary figures; and Export (selected, listed or all orders).
 */
export function OrderListScreen({
  status,
  title,
  fixedSearch,
}: {
  status: OrderList;
  title: string;
  /** The search results page searches for the text of the top bar. */
  fixedSearch?: string;
}) {
  const t = useTexts();
  const config = SCREENS[status];
  const [filters, setFilters] = useState<OrderFilters>({});
  const [advanceOpen, setAdvanceOpen] = useState(false);
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  // The viewed order stays set while the modal closes, so its title does not flash empty.
  const [viewing, setViewing] = useState<{ order: OrderListItem; opened: boolean } | null>(null);
  const list = useOrderList(status, { fixedSearch, filters });
  const actions = useOrderActions(() => setSelected([]));

  // Select-all is of the page: another page, size, search or filter starts with nothing selected.
  const selectionScope = JSON.stringify([list.params, list.page, list.limit]);
  useEffect(() => {
    void selectionScope;
    // Kept as it is when nothing was selected: no needless render of the page.
    setSelected((was) => (was.length ? [] : was));
  }, [selectionScope]);
  // The same callbacks while nothing they use changes: the table's rows then stay as they are.
  const runAction = useCallbackRef(actions.run);
  const renderActions = useCallback(
    (order: OrderListItem) => <OrderRowMenu order={order} busy={actions.busy} run={runAction} />,
    [actions.busy, runAction],
  );
  const viewOrder = useCallback((order: OrderListItem) => setViewing({ order, opened: true }), []);

  const { data, error } = list.query;
  const searchText = (fixedSearch ?? list.search).trim();
  const tools: ListTool[] = [
    ...(config.sendAll
      ? [
          {
            key: 'sendAll',
            label: t('dispatch.sendAll'),
            icon: <IconSend2 size={16} />,
            disabled: actions.busy || !data,
            onClick: () => actions.dispatch.sendAll(list.params, data?.total ?? 0),
          },
        ]
      : []),
    // With a customer filter set the list already says whose orders go: Send all listed.
    ...(config.sendConfirmed && !filters.customerAnswer
      ? [
          {
            key: 'sendConfirmed',
            label: t('customerAnswer.sendConfirmed'),
            icon: <IconChecks size={16} />,
            disabled: actions.busy || !data,
            onClick: () => actions.dispatch.sendConfirmed(list.params),
          },
        ]
      : []),
    ...(config.finder
      ? [
          {
            key: 'advanceSearch',
            label: t('orderLists.toolbar.advanceSearch'),
            icon: <IconAdjustmentsHorizontal size={16} />,
            expanded: advanceOpen,
            onClick: () => setAdvanceOpen((open) => !open),
          },
          {
            key: 'createBulkOrder',
            label: t('orderLists.toolbar.createBulkOrder'),
            icon: <IconFileUpload size={16} />,
            to: '/inventory/orders-processing/import-csv',
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle title={title} />
      <Stack gap="md">
        {config.summary ? <ReadySummaryCards summary={data?.summary} /> : null}
        <Group justify="space-between" align="flex-end" gap="sm">
          {config.searchBox || config.customerFilter ? (
            <Group align="flex-end" gap="sm" w={{ base: '100%', xs: 'auto' }}>
              {config.searchBox ? (
                <SearchInput
                  label={t('orderLists.searchLabel')}
                  placeholder={t('orderLists.searchPlaceholder')}
                  value={list.search}
                  onSearch={list.setSearch}
                  w={{ base: '100%', xs: 300 }}
                />
              ) : null}
              {config.customerFilter ? (
                <CustomerFilter
                  value={filters.customerAnswer}
                  onChange={(customerAnswer) => setFilters((f) => ({ ...f, customerAnswer }))}
                />
              ) : null}
            </Group>
          ) : null}
          <OrdersToolbar items={config.toolbar} tools={tools} selected={selected} actions={actions}>
            <OrderExportMenu
              label={t('orderLists.toolbar.exportOrders')}
              download={exportOrders}
              selectedIds={config.selectable ? selected.map((o) => o.id) : undefined}
              listed={list.params}
              listedCount={data?.total}
              all={ALL_ORDERS}
            />
          </OrdersToolbar>
        </Group>
        {config.finder ? (
          <WhenFirstNeeded needed={advanceOpen}>
            <AdvanceSearch
              opened={advanceOpen}
              filters={filters}
              // Advance Search has no customer filter of its own: the one beside it stays.
              onApply={(next) => setFilters((f) => ({ ...next, customerAnswer: f.customerAnswer }))}
            />
          </WhenFirstNeeded>
        ) : null}
        {config.selectable ? <SelectedCount count={selected.length} /> : null}
        {error && !data ? (
          <QueryError error={error} onRetry={() => void list.query.refetch()} />
        ) : (
          <OrdersTable
            list={list}
            amount={status === 'all' ? 'bill' : 'net'}
            onView={viewOrder}
            renderActions={renderActions}
            {...(config.selectable ? { selected, onSelectedChange: setSelected } : {})}
            hidePagerOnOnePage={config.hidePagerOnOnePage}
            emptyText={searchText ? t('orderLists.noMatch', { search: searchText }) : t('orderLists.empty')}
          />
        )}
      </Stack>
      <WhenFirstNeeded needed={viewing !== null}>
        <OrderViewModal
          orderId={viewing?.order.id ?? null}
          code={viewing?.order.code ?? ''}
          opened={viewing?.opened ?? false}
          onClose={() => setViewing((v) => v && { ...v, opened: false })}
        />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={actions.dispatch.batch !== null}>
        <DispatchProgressModal
          batch={actions.dispatch.batch}
          opened={actions.dispatch.batchOpened}
          onClose={actions.dispatch.closeBatch}
        />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={actions.editing !== null}>
        <OrderEditModal
          orderId={actions.editing}
          opened={actions.editing !== null}
          onClose={actions.closeEdit}
        />
      </WhenFirstNeeded>
    </>
  );
}
