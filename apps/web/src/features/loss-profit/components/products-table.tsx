import 'mantine-datatable/styles.css';
import { PAGE_SIZES, type PageSize } from '@chalan/core/list';
import type { LossProfitProduct } from '@chalan/core/loss-profit/replies';
import type { LossProfitSort, SortDirection } from '@chalan/core/loss-profit/schemas';
import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { MarginBadge } from './margin.tsx';

/** Table column → the API's sort key. */
const SORT_OF: Record<string, LossProfitSort> = {
  name: 'name',
  qty: 'qty',
  revenue: 'revenue',
  cost: 'cost',
  profit: 'profit',
  marginBp: 'margin',
};
const COLUMN_OF = Object.fromEntries(Object.entries(SORT_OF).map(([column, sort]) => [sort, column]));

export interface ProductsTableState {
  page: number;
  limit: PageSize;
  sort: LossProfitSort;
  dir: SortDirection;
}

/** The products sold in the period's completed orders: server-paged and sorted (profit, highest first). */
export function ProductsTable({
  items,
  total,
  fetching,
  state,
  onChange,
}: {
  items: LossProfitProduct[] | undefined;
  total: number;
  fetching: boolean;
  state: ProductsTableState;
  onChange: (next: ProductsTableState) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = format.money;
  const columns: DataTableColumn<LossProfitProduct>[] = [
    { accessor: 'name', title: t('lossProfit.table.product'), sortable: true },
    {
      accessor: 'qty',
      title: t('lossProfit.table.qty'),
      sortable: true,
      textAlign: 'right',
      render: (p) => format.number(p.qty),
    },
    {
      accessor: 'revenue',
      title: t('lossProfit.table.revenue'),
      sortable: true,
      textAlign: 'right',
      render: (p) => money(p.revenue),
    },
    {
      accessor: 'cost',
      title: t('lossProfit.table.cost'),
      sortable: true,
      textAlign: 'right',
      render: (p) => money(p.cost),
    },
    {
      accessor: 'profit',
      title: t('lossProfit.table.profit'),
      sortable: true,
      textAlign: 'right',
      render: (p) => (
        <Text span size="sm" fw={600} c={p.profit < 0 ? 'red' : undefined}>
          {money(p.profit)}
        </Text>
      ),
    },
    {
      accessor: 'marginBp',
      title: t('lossProfit.table.margin'),
      sortable: true,
      textAlign: 'right',
      render: (p) => <MarginBadge marginBp={p.marginBp} band={p.band} />,
    },
  ];
  const sortStatus: DataTableSortStatus<LossProfitProduct> = {
    columnAccessor: COLUMN_OF[state.sort] ?? 'profit',
    direction: state.dir,
  };
  return (
    <DataTable<LossProfitProduct>
      aria-label={t('lossProfit.table.title')}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      minHeight={items?.length ? undefined : 180}
      idAccessor="productId"
      records={items ?? []}
      columns={columns}
      fetching={fetching}
      sortStatus={sortStatus}
      onSortStatusChange={(next) =>
        onChange({
          ...state,
          page: 1,
          sort: SORT_OF[String(next.columnAccessor)] ?? 'profit',
          dir: next.direction,
        })
      }
      totalRecords={total}
      recordsPerPage={state.limit}
      page={state.page}
      onPageChange={(page) => onChange({ ...state, page })}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={(limit) => onChange({ ...state, page: 1, limit: limit as PageSize })}
      recordsPerPageLabel={t('table.pageSize')}
      paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
      noRecordsText={t('lossProfit.table.empty')}
    />
  );
}
