import type { OrderListItem } from '@chalan/core/orders/replies';
import { type ReactNode, useMemo } from 'react';
import { actionsColumn, indexColumn } from '../../../../components/list-screen.tsx';
import { type ListColumn, ListTable } from '../../../../components/list-table/list-table.tsx';
import { pagedRows } from '../../../../components/paged-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../../components/phone-columns.ts';
import { useTexts, useTextsVersion } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import type { OrderListState } from '../../api/read.ts';
import { Clamped, OrderCode, OrderCustomerCell, OrderStatusCell, OrderSummary } from './order-cells.tsx';
import { useOrderSelection } from './order-selection.ts';

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
  const t = useTexts();
  const format = useFormat();
  const rows = pagedRows(list);
  const selection = useOrderSelection<OrderListItem>((o) => o.code, selected, onSelectedChange);

  const version = useTextsVersion();
  const { page, limit } = list;
  // The same columns while the screen renders for other reasons (a fetch starting, a selection): the
  // table's rows then stay as they are.
  const columns = useMemo((): ListColumn<OrderListItem>[] => {
    void version;
    return [
      phoneSummaryColumn(t('orderLists.columns.order'), (o) => (
        <OrderSummary order={o} amount={o[amount]} onView={() => onView(o)} />
      )),
      ...wideOnly<OrderListItem>([
        indexColumn({ page, limit }, t('orderLists.columns.index'), 44),
        {
          accessor: 'code',
          title: t('orderLists.columns.orderId'),
          noWrap: true,
          render: (o) => <OrderCode code={o.code} onView={() => onView(o)} />,
        },
        {
          accessor: 'createdAt',
          title: t('orderLists.columns.date'),
          noWrap: true,
          render: (o) => format.dateTime(o.createdAt),
        },
        {
          accessor: 'customer',
          title: t('orderLists.columns.customer'),
          render: (o) => <OrderCustomerCell order={o} />,
        },
        {
          accessor: 'address',
          title: t('orderLists.columns.address'),
          render: (o) => (
            <Clamped lines={2} maxWidth={220}>
              {addressLine(o)}
            </Clamped>
          ),
        },
        {
          accessor: 'items',
          title: t('orderLists.columns.products'),
          render: (o) => (
            <Clamped lines={3} maxWidth={240}>
              {o.items.map((i) => t('orderLists.itemQty', { name: i.name, qty: i.qty })).join(', ')}
            </Clamped>
          ),
        },
        {
          accessor: amount,
          title: amount === 'net' ? t('orderLists.columns.amount') : t('orderLists.columns.bill'),
          textAlign: 'right',
          noWrap: true,
          render: (o) => format.money(o[amount]),
        },
        {
          accessor: 'status',
          title: t('orderLists.columns.status'),
          // Wide enough for PROCESSING, so no badge is cut short.
          width: 130,
          render: (o) => <OrderStatusCell order={o} />,
        },
      ]),
      actionsColumn(t('orderLists.columns.action'), renderActions),
    ];
  }, [t, version, format, amount, page, limit, onView, renderActions]);

  return (
    <ListTable<OrderListItem>
      idAccessor="id"
      verticalAlign="top"
      maxHeight={600}
      columns={columns}
      {...rows}
      paging={{ ...rows.paging, hidePagesOnOnePage: hidePagerOnOnePage }}
      noRecordsText={emptyText}
      selection={selection}
    />
  );
}
