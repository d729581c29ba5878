import type { LossProfitProduct } from '@chalan/core/loss-profit/replies';
import type { LossProfitSort, SortDirection } from '@chalan/core/loss-profit/schemas';
import type { PageSize } from '@chalan/core/page-sizes';
import { Text } from '@mantine/core';
import { type ListColumn, ListTable } from '../../../components/list-table/list-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { MarginBadge } from './margin.tsx';
import { SortTitle } from './sort-title.tsx';

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
  const t = useTexts();
  const format = useFormat();
  const money = format.money;
  // The table's own sort icons are named in English: the titles sort, in the user's words.
  const title = (column: string, label: string) => (
    <SortTitle
      label={label}
      direction={COLUMN_OF[state.sort] === column ? state.dir : null}
      onSort={(dir) => onChange({ ...state, page: 1, sort: SORT_OF[column] ?? 'profit', dir })}
    />
  );
  const columns: ListColumn<LossProfitProduct>[] = [
    // A phone keeps the product (with what it sold) beside its profit and margin.
    phoneSummaryColumn<LossProfitProduct>(title('name', t('lossProfit.table.product')), (p) => (
      <div>
        <Text size="sm">{p.name}</Text>
        <Text size="xs" c="dimmed">
          {t('lossProfit.table.qty')}: {format.number(p.qty)} · {t('lossProfit.table.revenue')}:{' '}
          {money(p.revenue)}
        </Text>
      </div>
    )),
    ...wideOnly<LossProfitProduct>([
      { accessor: 'name', title: title('name', t('lossProfit.table.product')) },
      {
        accessor: 'qty',
        title: title('qty', t('lossProfit.table.qty')),
        textAlign: 'right',
        render: (p) => format.number(p.qty),
      },
      {
        accessor: 'revenue',
        title: title('revenue', t('lossProfit.table.revenue')),
        textAlign: 'right',
        render: (p) => money(p.revenue),
      },
      {
        accessor: 'cost',
        title: title('cost', t('lossProfit.table.cost')),
        textAlign: 'right',
        render: (p) => money(p.cost),
      },
    ]),
    {
      accessor: 'profit',
      title: title('profit', t('lossProfit.table.profit')),
      textAlign: 'right',
      render: (p) => (
        <Text span size="sm" fw={600} c={p.profit < 0 ? 'red' : undefined}>
          {money(p.profit)}
        </Text>
      ),
    },
    {
      accessor: 'marginBp',
      title: title('marginBp', t('lossProfit.table.margin')),
      textAlign: 'right',
      render: (p) => <MarginBadge marginBp={p.marginBp} band={p.band} />,
    },
  ];
  return (
    <ListTable<LossProfitProduct>
      aria-label={t('lossProfit.table.title')}
      minHeight={items?.length ? undefined : 180}
      idAccessor="productId"
      records={items ?? []}
      columns={columns}
      fetching={fetching}
      paging={{
        page: state.page,
        onPageChange: (page) => onChange({ ...state, page }),
        totalRecords: total,
        recordsPerPage: state.limit,
        onRecordsPerPageChange: (limit) => onChange({ ...state, page: 1, limit }),
      }}
      noRecordsText={t('lossProfit.table.empty')}
    />
  );
}
