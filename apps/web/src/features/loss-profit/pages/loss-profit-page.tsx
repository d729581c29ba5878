import { dhakaMonthSoFar } from '@chalan/core/time';
import { Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLossProfit } from '../api.ts';
import { MarginBandsNote } from '../components/margin.tsx';
import { type Period, PeriodForm } from '../components/period-form.tsx';
import { ProductsTable, type ProductsTableState } from '../components/products-table.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';

const FIRST_PAGE: ProductsTableState = { page: 1, limit: 10, sort: 'profit', dir: 'desc' };

/**
 * Loss Profit Details (Admin): From/To (default this month in Dhaka so far, kept in the address so a
 * reload or a shared link shows the same period), the cards, the margin bands and the product table.
 */
export function LossProfitPage() {
  const t = useTexts();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => dhakaMonthSoFar(new Date()), []);
  const period: Period = { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to };
  const [table, setTable] = useState<ProductsTableState>(FIRST_PAGE);
  const report = useLossProfit({ ...period, ...table });
  const fieldErrors = report.error instanceof ApiError ? report.error.fieldProblems : {};
  // A period the API refused (an address typed by hand): its messages are under the dates, nothing else.
  const invalid = Boolean(fieldErrors.from || fieldErrors.to);
  const data = report.data;

  function search(next: Period) {
    if (next.from === period.from && next.to === period.to) {
      void report.refetch();
      return;
    }
    setParams({ from: next.from, to: next.to });
    setTable((state) => ({ ...state, page: 1 }));
  }

  return (
    <>
      <PageTitle title={t('pages.lossProfit')} />
      <PeriodForm
        key={`${period.from}/${period.to}`}
        value={period}
        serverErrors={fieldErrors}
        onSearch={search}
      />
      {invalid ? null : (
        <>
          {report.error ? <QueryError error={report.error} onRetry={() => void report.refetch()} /> : null}
          <Text size="sm" c="dimmed" mb="sm">
            {t('lossProfit.periodShown', { from: format.date(period.from), to: format.date(period.to) })}
          </Text>
          <SummaryCards summary={data?.summary} />
          <MarginBandsNote />
          <Title order={2} size="h4" mb="xs">
            {t('lossProfit.table.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('lossProfit.table.note')}
          </Text>
          <ProductsTable
            items={data?.products.items}
            total={data?.products.total ?? 0}
            fetching={report.isFetching}
            state={table}
            onChange={setTable}
          />
        </>
      )}
    </>
  );
}
