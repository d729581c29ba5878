import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useDashboard, useOnboarding } from '../api.ts';
import { CustomerFigures } from '../components/customer-figures.tsx';
import { GettingStarted } from '../components/getting-started.tsx';
import { HoldDeskCard } from '../components/hold-desk-card.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { SalesPeriods } from '../components/sales-periods.tsx';

// The chart library is most of this screen's code: the figures show while it loads.
const SalesChart = lazy(() =>
  import('../components/sales-chart.tsx').then((m) => ({ default: m.SalesChart })),
);

/** The Admin's Overview (spec part 1 §2): figures from the server, the checklist while the seller is new. */
export function OverviewPage() {
  const t = useTexts();
  const onboarding = useOnboarding();
  const { data, error, refetch } = useDashboard();
  const isNew = onboarding.data ? !onboarding.data.complete : false;
  return (
    <>
      <PageTitle title={t('pages.overview')} />
      <Stack gap="xl">
        {isNew ? <GettingStarted /> : null}
        {error && !data ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
        {error && !data ? null : (
          <>
            <OrderSummary figures={data?.orderSummary} />
            <HoldDeskCard />
            <CustomerFigures figures={data?.customers} />
            <SalesPeriods figures={data?.sales} />
            <Suspense fallback={<Skeleton h={360} radius="md" />}>
              <SalesChart chart={data?.chart} />
            </Suspense>
            <Text size="xs" c="dimmed">
              {t('dashboard.figuresNote')}
            </Text>
          </>
        )}
      </Stack>
    </>
  );
}
