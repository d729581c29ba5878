import type { Totals } from '@chalan/core/orders/totals';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { totalsRows } from './totals-rows.ts';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The order's money by core's one definition (computeTotals), for Start Order and the edit modal. */
export function TotalsBox({ totals }: { totals: Totals }) {
  const t = useTexts();
  const format = useFormat();
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('startOrder.totals.title')} component="section">
      <Stack gap={6}>
        <Text fw={600}>{t('startOrder.totals.title')}</Text>
        {totalsRows(totals, format).map((row) => (
          <Fragment key={row.label}>
            {row.ruled ? <Divider /> : null}
            <Row label={t(`startOrder.totals.${row.label}`)} value={row.value} strong={row.strong} />
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
