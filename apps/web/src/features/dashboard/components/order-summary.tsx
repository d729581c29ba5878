import type { Dashboard } from '@chalan/core/dashboard/replies';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../components/stat-card.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { FigureSection } from './figure-section.tsx';

/** On Process, Ready Orders, Today's Send (orders and taka) and Today's Sale in units. */
export function OrderSummary({ figures }: { figures: Dashboard['orderSummary'] | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const loading = !figures;
  const withOrders = (key: 'onProcess' | 'ready' | 'todaysSend') => ({
    value: figures ? format.money(figures[key].amount) : null,
    hint: figures ? t('dashboard.orderSummary.orders', { count: figures[key].orders }) : '',
  });
  return (
    <FigureSection id="dashboard-order-summary" title={t('dashboard.orderSummary.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          label={t('dashboard.orderSummary.onProcess')}
          loading={loading}
          {...withOrders('onProcess')}
        />
        <StatCard label={t('dashboard.orderSummary.ready')} loading={loading} {...withOrders('ready')} />
        <StatCard
          label={t('dashboard.orderSummary.todaysSend')}
          loading={loading}
          {...withOrders('todaysSend')}
        />
        <StatCard
          label={t('dashboard.orderSummary.todaysSale')}
          loading={loading}
          value={figures ? format.number(figures.todaysSale.quantity) : null}
          hint={figures ? t('dashboard.orderSummary.fromOrders', { count: figures.todaysSale.orders }) : ''}
        />
      </SimpleGrid>
    </FigureSection>
  );
}
