import { riskForRate } from '@chalan/core/customers/delivery-risk';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone, IconUserCircle } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { type OrderCustomer, useDuplicateCheck } from '../../api/create.ts';
import { DeliveryRecordBadge, RISK_COLORS } from '../delivery-record/delivery-record-badge.tsx';

/**
 * The chosen customer: who, where, the fraud check (their delivery record, with the courier's), and how
 * their earlier orders ended (the duplicate check's history), the return rate coloured by core's risk
 * levels like the fraud check beside it.
 */
export function CustomerCard({ customer, onChange }: { customer: OrderCustomer; onChange: () => void }) {
  const t = useTexts();
  const format = useFormat();
  const check = useDuplicateCheck(customer.phone);
  const place = [customer.address, customer.thana, customer.district].filter(Boolean).join(', ');
  const history = check.data?.history;
  const open = check.data?.openOrders.length ?? 0;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('startOrder.customer.card')} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <IconUserCircle size={18} />
            <Text fw={600} truncate>
              {customer.name}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} />
            <Text size="sm">{customer.phone}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{place}</Text>
          </Group>
        </Stack>
        <Button variant="subtle" size="compact-sm" onClick={onChange} style={{ flexShrink: 0 }}>
          {t('startOrder.customer.change')}
        </Button>
      </Group>
      <Group gap="xs" mt="sm" aria-label={t('startOrder.customer.history')} role="group">
        <DeliveryRecordBadge of={{ customerId: customer.id }} />
        {check.isPending && <Skeleton h={22} w={220} />}
        {check.isError && (
          <Text size="xs" c="dimmed">
            {t('startOrder.customer.historyUnavailable')}
          </Text>
        )}
        {history && history.total === 0 && (
          <Badge color="teal" variant="light">
            {t('startOrder.customer.newCustomer')}
          </Badge>
        )}
        {history && history.total > 0 && (
          <>
            <Badge color="gray" variant="light">
              {t('startOrder.customer.orders', { count: history.total })}
            </Badge>
            <Badge color="green" variant="light">
              {t('startOrder.customer.delivered', { count: history.delivered })}
            </Badge>
            <Badge color="orange" variant="light">
              {t('startOrder.customer.returned', { count: history.returned })}
            </Badge>
            {history.cancelled > 0 && (
              <Badge color="gray" variant="light">
                {t('startOrder.customer.cancelled', { count: history.cancelled })}
              </Badge>
            )}
            <Badge
              color={RISK_COLORS[history.returnRate === null ? 'new' : riskForRate(history.returnRate)]}
              variant="light"
            >
              {t('startOrder.customer.returnRate', {
                rate: history.returnRate === null ? '—' : format.rate(history.returnRate),
              })}
            </Badge>
          </>
        )}
        {open > 0 && (
          <Badge color="yellow" variant="filled">
            {t('startOrder.customer.openOrders', { count: open })}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
