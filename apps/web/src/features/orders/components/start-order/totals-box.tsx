import type { Totals } from '@chalan/core/orders/totals';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format.ts';

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
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('startOrder.totals.title')} component="section">
      <Stack gap={6}>
        <Text fw={600}>{t('startOrder.totals.title')}</Text>
        <Row label={t('startOrder.totals.subtotal')} value={formatMoney(totals.subtotal)} />
        <Row label={t('startOrder.totals.discount')} value={formatMoney(-totals.discountOnAll)} />
        <Row label={t('startOrder.totals.net')} value={formatMoney(totals.net)} />
        <Row label={t('startOrder.totals.deliveryCharge')} value={formatMoney(totals.deliveryCharge)} />
        <Divider />
        <Row label={t('startOrder.totals.bill')} value={formatMoney(totals.bill)} strong />
        <Row label={t('startOrder.totals.advance')} value={formatMoney(-totals.advance)} />
        <Divider />
        <Row label={t('startOrder.totals.payable')} value={formatMoney(totals.payable)} strong />
      </Stack>
    </Paper>
  );
}
