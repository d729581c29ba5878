import { Alert, Button, Group, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { useSearchParams } from 'wouter';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useInvoices } from '../api.ts';
import { InvoiceSheet } from '../components/invoice-sheet.tsx';
import { ParcelLabel } from '../components/parcel-label.tsx';
import classes from './invoice-generator.module.css';

const LAYOUTS = ['one', 'two', 'label'] as const;
type Layout = (typeof LAYOUTS)[number];
/** `?layout=label` (Print labels) opens on the labels; anything else on one invoice per page. */
const layoutOf = (value: string | null): Layout => LAYOUTS.find((l) => l === value) ?? 'one';
// A label fills its 4×6 sheet edge to edge and keeps its own margin (thermal printers print to the edge).
const PAGE_CSS: Record<Layout, string> = {
  one: '@page { size: A4; margin: 10mm; }',
  two: '@page { size: A4; margin: 8mm; }',
  label: '@page { size: 4in 6in; margin: 0; }',
};
/** The printed width of each layout in CSS pixels (96 per inch): the page less its margins. */
const PAPER_PX: Record<Layout, number> = {
  one: (190 / 25.4) * 96,
  two: (194 / 25.4) * 96,
  label: 4 * 96,
};

/**
 * One invoice per selected order (`?ids=a,b`), ready to print: one or two per A4 page, or a 4×6 inch
 * courier label each (`&layout=label` opens on those).
 */
export function InvoiceGeneratorPage() {
  const t = useTexts();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  const [layout, setLayout] = useState<Layout>(() => layoutOf(params.get('layout')));
  const { data, error, refetch, isPending } = useInvoices(ids);
  // On screen the sheets keep their printed width, shrunk to fit (a phone sees the whole page as it prints).
  const { ref: screen, width } = useElementSize();
  const zoom = width > 0 ? Math.min(1, width / PAPER_PX[layout]) : 1;
  const layoutsOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

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
              orientation={layoutsOrientation}
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
      <div ref={screen}>
        {data ? (
          <div
            className={`${classes.printArea} ${classes[layout]}`}
            style={{ '--paper-width': `${PAPER_PX[layout]}px`, '--paper-zoom': zoom } as CSSProperties}
          >
            {data.invoices.map((invoice) =>
              layout === 'label' ? (
                <ParcelLabel key={invoice.order.id} invoice={invoice} />
              ) : (
                <InvoiceSheet key={invoice.order.id} seller={data.seller} invoice={invoice} />
              ),
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}
