import type { TransactionRow } from '@chalan/core/transactions/replies';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, indexColumn } from '../../../components/list-screen.tsx';
import { type ListColumn, ListTable } from '../../../components/list-table/list-table.tsx';
import { pagedRows } from '../../../components/paged-table.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { RowMenu } from '../../../components/row-menu.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useOrderSelection } from '../../orders/components/lists/order-selection.ts';
import type { TransactionsList } from '../api.ts';

const STATE_COLOR = { received: 'teal', pending: 'orange', prepaid: 'gray' } as const;

interface TransactionsTableProps {
  list: TransactionsList;
  selected: TransactionRow[];
  onSelectedChange: (rows: TransactionRow[]) => void;
  onView: (row: TransactionRow) => void;
  onMark: (rows: TransactionRow[]) => void;
  onUndo: (rows: TransactionRow[]) => void;
  onPrint: (row: TransactionRow) => void;
  emptyText: string;
  busy: boolean;
}

/** Completed orders of the period: when, what about their COD (with the invoice), when it came, how much. */
export function TransactionsTable({
  list,
  selected,
  onSelectedChange,
  onView,
  onMark,
  onUndo,
  onPrint,
  emptyText,
  busy,
}: TransactionsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = pagedRows(list);
  const selection = useOrderSelection<TransactionRow>((row) => row.code, selected, onSelectedChange);
  /** The day the money came, as the seller's (Dhaka) calendar has it. */
  const receivedDay = (row: TransactionRow) => (row.codReceivedAt ? format.date(row.codReceivedAt) : null);

  const info = (row: TransactionRow) => {
    if (row.codState === 'received') return t('transactions.info.received', { date: receivedDay(row) ?? '' });
    if (row.codState === 'prepaid') return t('transactions.info.prepaid');
    return row.courier
      ? t('transactions.info.pending', { courier: row.courier.name })
      : t('transactions.info.pendingNoCourier');
  };

  const infoCell = (row: TransactionRow) => (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATE_COLOR[row.codState]} tt="none">
        {info(row)}
      </Badge>
      <Group gap={6} wrap="nowrap">
        <Anchor
          component="button"
          type="button"
          size="sm"
          ff="monospace"
          fw={600}
          aria-label={t('transactions.openInvoice', { code: row.code })}
          onClick={() => onView(row)}
        >
          {row.code}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.customerName}
        </Text>
      </Group>
    </Stack>
  );
  const amountCell = (row: TransactionRow) => (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600}>
        {format.money(row.payable)}
      </Text>
      {row.codReceivedAmount !== null ? (
        <Text size="xs" c={row.codReceivedAmount === row.payable ? 'teal' : 'red'}>
          {t('transactions.receivedAmount', { amount: format.money(row.codReceivedAmount) })}
        </Text>
      ) : null}
    </Stack>
  );

  const columns: ListColumn<TransactionRow>[] = [
    phoneSummaryColumn(t('transactions.columns.info'), (row) => (
      <Stack gap={4}>
        {infoCell(row)}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {format.dateTime(row.completedAt)}
          </Text>
          {amountCell(row)}
        </Group>
      </Stack>
    )),
    ...wideOnly<TransactionRow>([
      indexColumn(list, t('transactions.columns.index'), 44),
      {
        accessor: 'completedAt',
        title: t('transactions.columns.date'),
        noWrap: true,
        render: (row) => format.dateTime(row.completedAt),
      },
      { accessor: 'info', title: t('transactions.columns.info'), render: infoCell },
      {
        accessor: 'codReceivedAt',
        title: t('transactions.columns.receivedOn'),
        noWrap: true,
        render: (row) => receivedDay(row) ?? t('common.none'),
      },
      {
        accessor: 'payable',
        title: t('transactions.columns.amount'),
        textAlign: 'right',
        noWrap: true,
        render: amountCell,
      },
    ]),
    actionsColumn(t('transactions.columns.action'), (row) => (
      <RowMenu name={row.code} disabled={busy}>
        {(menu) => (
          <>
            {row.codState === 'received' ? (
              <menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => onUndo([row])}>
                {t('transactions.undo')}
              </menu.Item>
            ) : (
              <menu.Item leftSection={<IconCash size={16} />} onClick={() => onMark([row])}>
                {t('transactions.markReceived')}
              </menu.Item>
            )}
            <menu.Item leftSection={<IconPrinter size={16} />} onClick={() => onPrint(row)}>
              {t('transactions.printInvoice')}
            </menu.Item>
          </>
        )}
      </RowMenu>
    )),
  ];

  return (
    <ListTable<TransactionRow>
      idAccessor="id"
      verticalAlign="top"
      columns={columns}
      {...rows}
      noRecordsText={emptyText}
      selection={selection}
    />
  );
}
