import type { OrderCourierCounts } from '@chalan/core/orders/replies';
import { Stack, Table, Text } from '@mantine/core';
import { i18n } from '../../../../i18n/index.ts';

/** A bulk send's question: how many orders, and how many go to which courier (none named, too). */
export function SendSummary({ counts }: { counts: OrderCourierCounts }) {
  const t = i18n.t.bind(i18n);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('dispatch.confirmQuestion', { count: counts.total })}
      </Text>
      <Table aria-label={t('dispatch.perCourier')} withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {counts.couriers.map((c) => (
            <Table.Tr key={c.courierId ?? 'none'}>
              <Table.Th scope="row" fw={c.name === null ? 400 : 500} c={c.name === null ? 'red' : undefined}>
                {c.name ?? t('dispatch.noCourier')}
              </Table.Th>
              <Table.Td ta="right">{t('dispatch.orderCount', { count: c.count })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('dispatch.confirmNote')}
      </Text>
    </Stack>
  );
}
