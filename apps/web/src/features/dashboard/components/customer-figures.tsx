import type { Dashboard } from '@chalan/core/dashboard/replies';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../components/stat-card.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { FigureSection } from './figure-section.tsx';

/** Customers added today and this month, all of them, and those who ordered at least twice. */
export function CustomerFigures({ figures }: { figures: Dashboard['customers'] | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const loading = !figures;
  const plain = (key: 'today' | 'thisMonth' | 'total') => (
    <StatCard
      label={t(`dashboard.customers.${key}`)}
      loading={loading}
      value={figures ? format.number(figures[key]) : null}
    />
  );
  return (
    <FigureSection id="dashboard-customers" title={t('dashboard.customers.title')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {plain('today')}
        {plain('thisMonth')}
        {plain('total')}
        <StatCard
          label={t('dashboard.customers.repeated')}
          loading={loading}
          value={figures ? format.number(figures.repeated) : null}
          hint={
            figures
              ? t('dashboard.customers.repeatedPercent', { percent: format.digits(figures.repeatedPercent) })
              : ''
          }
        />
      </SimpleGrid>
    </FigureSection>
  );
}
