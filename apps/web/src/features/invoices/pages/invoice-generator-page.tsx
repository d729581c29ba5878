import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useInvoices } from '../api.ts';
import { InvoiceSheet } from '../components/invoice-sheet.tsx';
import classes from './invoice-generator.module.css';

const LAYOUTS = ['one', 'two', 'label'] as const;
type Layout = (typeof LAYOUTS)[number];
const PAGE_CSS: Record<Layout, string> = {
  one: '@page { size: A4; margin: 10mm; }',
  two: '@page { size: A4; margin: 8mm; }',
  label: '@page { size: 4in 6in; margin: 3mm; }',
};

/** One invoice per selected order (`?ids=a,b`), ready to print: one or two per A4 page, or 4×6 inch labels. */
export function InvoiceGeneratorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  const [layout, setLayout] = useState<Layout>('one');
  const { data, error, refetch, isPending } = useInvoices(ids);

  return (
    <>
      <style>{PAGE_CSS[layout]}</style>
      <div className={classes.screenOnly}>
        <PageTitle title={t('pages.invoiceGenerator')}>
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!data}>
            {t('invoices.print')}
          </Button>
        </PageTitle>
        <Stack gap="sm" mb="md">
          <Group gap="sm">
            <Text size="sm">{t('invoices.layout')}</Text>
            <SegmentedControl
              value={layout}
              onChange={(v) => setLayout(v as Layout)}
              data={LAYOUTS.map((value) => ({ value, label: t(`invoices.layouts.${value}`) }))}
            />
          </Group>
          {ids.length === 0 ? <Alert color="yellow">{t('invoices.noneChosen')}</Alert> : null}
        </Stack>
      </div>
      {ids.length > 0 && isPending ? <FullPageLoader /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div className={`${classes.printArea} ${classes[layout]}`}>
          {data.invoices.map((invoice) => (
            <InvoiceSheet key={invoice.order.id} seller={data.seller} invoice={invoice} />
          ))}
        </div>
      ) : null}
    </>
  );
}
