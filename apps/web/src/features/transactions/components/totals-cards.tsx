import type { TransactionTotals } from '@chalan/core/transactions/replies';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../components/stat-card.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** Total, received and pending over every completed order of the period (not just this page). */
export function TotalsCards({ totals }: { totals: TransactionTotals | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const cards = [
    {
      label: t('transactions.totals.total'),
      value: totals && format.money(totals.total),
      hint: totals && t('transactions.totals.totalHint', { count: totals.orders }),
    },
    {
      label: t('transactions.totals.received'),
      value: totals && format.money(totals.received),
      hint:
        totals &&
        t('transactions.totals.receivedHint', {
          advance: format.money(totals.advance),
          cod: format.money(totals.codReceived),
        }),
      color: 'teal',
    },
    {
      label: t('transactions.totals.pending'),
      value: totals && format.money(totals.pending),
      hint: totals && t('transactions.totals.pendingHint', { count: totals.pendingOrders }),
      color: totals && totals.pending > 0 ? 'orange' : undefined,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      component="section"
      aria-label={t('transactions.totals.title')}
    >
      {cards.map((card) => (
        <StatCard key={card.label} loading={totals === undefined} {...card} />
      ))}
    </SimpleGrid>
  );
}
