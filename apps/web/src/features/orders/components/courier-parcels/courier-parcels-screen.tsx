import type { OrderListItem } from '@chalan/core/orders/replies';
import type { CourierParcel } from '@chalan/core/parcels/replies';
import { Box, Button, Group, Stack } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListSearch } from '../../../../components/list-screen.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { pageAfterEmptied } from '../../../../lib/paging.ts';
import type { Courier } from '../../../couriers/api.ts';
import { useCourierParcels } from '../../api/parcels.ts';
import { useOrderActions } from '../lists/order-actions.tsx';
import { OrderViewModal } from '../lists/order-view-modal.tsx';
import { SelectedCount } from '../lists/selected-count.tsx';
import { CompleteDeliveredButton } from './complete-delivered-button.tsx';
import { CourierBalance } from './courier-balance.tsx';
import {
  hasParcelFilters,
  type ParcelFilters,
  ParcelFiltersBar,
  parcelFilterParams,
} from './parcel-filters.tsx';
import { ParcelHistoryModal } from './parcel-history-modal.tsx';
import { ParcelRowMenu } from './parcel-row-menu.tsx';
import { ParcelsTable } from './parcels-table.tsx';
import { PrintLabelsButton } from './print-labels-button.tsx';
import { RefreshProgress } from './refresh-progress.tsx';
import { useCourierCloseActions } from './use-courier-close.ts';
import { useCourierRefresh } from './use-courier-refresh.ts';

/** Keeps a modal's record while it closes, so its title does not flash empty. */
function useShown<T>() {
  const [state, setState] = useState<{ record: T; opened: boolean } | null>(null);
  return {
    record: state?.record ?? null,
    opened: state?.opened ?? false,
    open: (record: T) => setState({ record, opened: true }),
    close: () => setState((s) => s && { ...s, opened: false }),
  };
}

/**
 * A courier's page: the ready orders sent to it with their stored delivery statuses (synced in the
 * background and by webhooks), Refresh to ask the courier now, and the seller's decisions per parcel.
 */
export function CourierParcelsScreen({ courier }: { courier: Courier }) {
  const t = useTexts();
  const [filters, setFilters] = useState<ParcelFilters>({ statuses: [] });
  const list = useCourierParcels(courier.id, parcelFilterParams(filters));
  const refresh = useCourierRefresh(courier.id, () =>
    (list.query.data?.items ?? []).map((row) => row.parcel.id),
  );
  const [selected, setSelected] = useState<CourierParcel[]>([]);
  const orderActions = useOrderActions(() => setSelected([]));
  const closeActions = useCourierCloseActions(() => setSelected([]));
  const history = useShown<CourierParcel>();
  const viewing = useShown<OrderListItem>();

  // Select-all is of the page: another page, size, search or filter starts with nothing selected.
  const selectionScope = JSON.stringify([list.page, list.limit, list.search, filters]);
  useEffect(() => {
    void selectionScope;
    setSelected([]);
  }, [selectionScope]);

  // The last parcel of the last page completed or cancelled: show the page before it.
  const { data, error } = list.query;
  const { setPage } = list;
  useEffect(() => {
    const page = data ? pageAfterEmptied(data) : null;
    if (page !== null) setPage(page);
  }, [data, setPage]);

  const search = list.search.trim();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box w={{ base: '100%', xs: 340 }}>
          <ListSearch
            list={list}
            label={t('courierOrders.searchLabel')}
            placeholder={t('courierOrders.searchPlaceholder')}
          />
        </Box>
        <Group gap="xs">
          <CourierBalance courier={courier} />
          <CompleteDeliveredButton
            courierId={courier.id}
            selected={selected}
            onDone={() => setSelected([])}
          />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() =>
              orderActions.run(
                'print',
                selected.map((row) => row.order),
              )
            }
          >
            {t('courierOrders.printSelected')}
          </Button>
          <PrintLabelsButton orderIds={selected.map((row) => row.order.id)} />
          {courier.provider !== 'none' ? (
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={refresh.starting || refresh.run?.running}
              onClick={refresh.start}
            >
              {t('courierOrders.refresh')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ParcelFiltersBar value={filters} onChange={setFilters} />
      </Group>
      <RefreshProgress run={refresh.run} />
      <SelectedCount count={selected.length} />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void list.query.refetch()} />
      ) : (
        <ParcelsTable
          list={list}
          selected={selected}
          onSelectedChange={setSelected}
          onView={viewing.open}
          renderActions={(row) => (
            <ParcelRowMenu
              row={row}
              orderActions={orderActions}
              closeActions={closeActions}
              onHistory={() => history.open(row)}
            />
          )}
          emptyText={
            hasParcelFilters(filters)
              ? t('courierOrders.noneFiltered')
              : search
                ? t('courierOrders.noMatch', { search })
                : t('courierOrders.empty', { courier: courier.name })
          }
        />
      )}
      <ParcelHistoryModal row={history.record} opened={history.opened} onClose={history.close} />
      <OrderViewModal
        orderId={viewing.record?.id ?? null}
        code={viewing.record?.code ?? ''}
        opened={viewing.opened}
        onClose={viewing.close}
      />
    </Stack>
  );
}
