import type { LossProfitSummary } from '@chalan/core/loss-profit/replies';
import { SimpleGrid, Text } from '@mantine/core';
import { StatCard } from '../../../components/stat-card.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { BAND_COLOURS } from './margin.tsx';

/**
 * Total Orders (placed in the period), Total Products (units in completed orders), Total Sale
 * (completed orders and their revenue) and Total Profit, signed: a loss is red with a minus sign.
 */
export function SummaryCards({ summary }: { summary: LossProfitSummary | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const count = (n: number | undefined) => (n === undefined ? undefined : format.number(n));
  const loss = summary !== undefined && summary.profit < 0;
  const profitColour = summary?.band ? BAND_COLOURS[summary.band] : undefined;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mb="md">
      <StatCard
        loading={summary === undefined}
        label={t('lossProfit.cards.orders')}
        value={count(summary?.orders)}
        hint={t('lossProfit.cards.ordersHint')}
      />
      <StatCard
        loading={summary === undefined}
        label={t('lossProfit.cards.products')}
        value={count(summary?.units)}
        hint={t('lossProfit.cards.productsHint')}
      />
      <StatCard
        loading={summary === undefined}
        label={t('lossProfit.cards.sale')}
        value={summary && format.money(summary.revenue)}
        hint={t('lossProfit.cards.saleHint', { count: summary?.completedOrders ?? 0 })}
      />
      <StatCard
        loading={summary === undefined}
        label={t('lossProfit.cards.profit')}
        value={summary && format.money(summary.profit)}
        color={loss ? 'red' : undefined}
        hint={
          summary?.marginBp === null || summary === undefined ? (
            t('lossProfit.cards.noSales')
          ) : (
            <Text span size="xs" c={profitColour} fw={600}>
              {t(loss ? 'lossProfit.cards.lossMargin' : 'lossProfit.cards.margin', {
                margin: format.basisPoints(summary.marginBp, true),
              })}
            </Text>
          )
        }
      />
    </SimpleGrid>
  );
}
