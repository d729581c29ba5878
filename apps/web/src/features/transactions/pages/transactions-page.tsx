import type { TransactionRow } from '@chalan/core/transactions/replies';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconDownload, IconReceipt } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifyApiError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { invoicePath } from '../../orders/api/read.ts';
import { confirmAction } from '../../orders/components/lists/confirm-action.tsx';
import { OrderViewModal } from '../../orders/components/lists/order-view-modal.tsx';
import {
  type TransactionFilters,
  useImportPayouts,
  usePayouts,
  useTransactions,
  useUndoCodReceived,
} from '../api.ts';
import { CourierCodCards } from '../components/courier-cod-cards.tsx';
import { MarkReceivedModal } from '../components/mark-received-modal.tsx';
import { PayoutsModal } from '../components/payouts-modal.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { TotalsCards } from '../components/totals-cards.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';

/** Keeps a modal's record while it closes, so its title does not flash empty. */
function useShown<T>(empty: T) {
  const [state, setState] = useState<{ record: T; opened: boolean }>({ record: empty, opened: false });
  return {
    ...state,
    open: (record: T) => setState({ record, opened: true }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}

/**
 * Transactions: the completed orders of a period with their COD — pending from the courier or received
 * (by hand, or from the courier's payouts) — and the period's total, received and pending.
 */
export function TransactionsPage() {
  const t = useTexts();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<TransactionFilters>({ filter: 'all' });
  const list = useTransactions(filters);
  const [selected, setSelected] = useState<TransactionRow[]>([]);
  const marking = useShown<TransactionRow[]>([]);
  const viewing = useShown<{ id: string; code: string } | null>(null);
  const [payoutsOpened, setPayoutsOpened] = useState(false);
  const undo = useUndoCodReceived();
  const importing = useImportPayouts();
  const payoutInfo = usePayouts(1);
  const canImport = (payoutInfo.data?.couriers.length ?? 0) > 0;

  // The selection is of the page: another page, size, period or filter starts with nothing selected.
  const scope = JSON.stringify([filters, list.page, list.limit]);
  useEffect(() => {
    void scope;
    setSelected([]);
  }, [scope]);

  async function undoRows(rows: TransactionRow[]) {
    const ok = await confirmAction(
      t('transactions.undoConfirm.title'),
      t('transactions.undoConfirm.text', { count: rows.length, code: rows[0]?.code ?? '' }),
      t('transactions.undoConfirm.confirm'),
    );
    if (!ok) return;
    undo.mutate(
      rows.map((r) => r.id),
      {
        onSuccess: (result) => {
          (result.notReceived.length > 0 ? notifyInfo : notifySuccess)(
            translateMessage(result.key, result.message, result.params),
          );
          setSelected([]);
        },
        onError: notifyApiError,
      },
    );
  }

  function importPayouts() {
    importing.mutate(undefined, {
      onSuccess: (result) => {
        const text = translateMessage(result.key, result.message, result.params);
        const failed = result.couriers.filter((c) => !c.ok).map((c) => c.name);
        if (failed.length > 0) {
          notifyInfo(
            `${text} · ${t('transactions.payoutsModal.couriersFailed', { couriers: failed.join(', ') })}`,
          );
        } else notifySuccess(text);
        if (result.differs + result.unmatched > 0) setPayoutsOpened(true);
      },
      onError: notifyApiError,
    });
  }

  const { data, error } = list.query;
  const toMark = selected.filter((r) => r.codState !== 'received');
  const toUndo = selected.filter((r) => r.codState === 'received');
  const busy = undo.isPending || importing.isPending;

  return (
    <>
      <PageTitle title={t('pages.transactions')}>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconReceipt size={16} />}
            onClick={() => setPayoutsOpened(true)}
          >
            {t('transactions.payouts')}
          </Button>
          {canImport ? (
            <Button
              leftSection={<IconDownload size={16} />}
              loading={importing.isPending}
              onClick={importPayouts}
            >
              {t('transactions.importPayouts')}
            </Button>
          ) : null}
        </Group>
      </PageTitle>
      <Stack gap="md">
        <TotalsCards totals={data?.totals} />
        {/* On a phone the couriers' figures follow the orders: marking COD received stays on the first screen. */}
        <Box visibleFrom="sm">
          <CourierCodCards couriers={data?.couriers} />
        </Box>
        <Group justify="space-between" align="flex-end" gap="sm">
          <PeriodFilter value={filters} onChange={setFilters} />
          <Group gap="xs">
            <Button
              leftSection={<IconCash size={16} />}
              disabled={toMark.length === 0 || busy}
              onClick={() => marking.open(toMark)}
            >
              {t('transactions.markReceived')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              disabled={toUndo.length === 0 || busy}
              onClick={() => void undoRows(toUndo)}
            >
              {t('transactions.undo')}
            </Button>
          </Group>
        </Group>
        {selected.length > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('transactions.selectedCount', { count: selected.length })}
          </Text>
        ) : null}
        {error && !data ? (
          <QueryError error={error} onRetry={() => void list.query.refetch()} />
        ) : (
          <TransactionsTable
            list={list}
            selected={selected}
            onSelectedChange={setSelected}
            onView={(row) => viewing.open({ id: row.id, code: row.code })}
            onMark={marking.open}
            onUndo={(rows) => void undoRows(rows)}
            onPrint={(row) => navigate(invoicePath([row.id]))}
            emptyText={t(`transactions.empty.${filters.filter}`)}
            busy={busy}
          />
        )}
        <Box hiddenFrom="sm">
          <CourierCodCards couriers={data?.couriers} />
        </Box>
      </Stack>
      <MarkReceivedModal
        rows={marking.record}
        opened={marking.opened}
        onClose={() => {
          marking.close();
          setSelected([]);
        }}
      />
      <PayoutsModal
        opened={payoutsOpened}
        onClose={() => setPayoutsOpened(false)}
        onOpenOrder={(order) => viewing.open(order)}
      />
      <OrderViewModal
        orderId={viewing.record?.id ?? null}
        code={viewing.record?.code ?? ''}
        opened={viewing.opened}
        onClose={viewing.close}
      />
    </>
  );
}
