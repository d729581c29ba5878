import { SALES_PERIODS, type SalesPeriod } from '@chalan/core/dashboard/periods';
import type { Dashboard } from '@chalan/core/dashboard/replies';
import { formatTaka } from '@chalan/core/money';
import { Card, Group, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FigureSection } from './figure-section.tsx';

const ROWS = ['orders', 'quantity', 'customers', 'returns'] as const;
const shortDate = (date: string) => dayjs(date).format('MMM D');

function PeriodCard({
  period,
  figures,
}: {
  period: SalesPeriod;
  figures: Dashboard['sales'][SalesPeriod] | undefined;
}) {
  const { t } = useTranslation();
  const title = t(`dashboard.sales.${period}`);
  const span = figures?.span;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {title}
        </Text>
        {span ? (
          <Text size="xs" c="dimmed">
            {span.from === span.to
              ? shortDate(span.from)
              : t('dashboard.sales.span', { from: shortDate(span.from), to: shortDate(span.to) })}
          </Text>
        ) : null}
      </Group>
      {figures ? (
        <>
          <Text fz={24} fw={700} lh={1.3} mt={2}>
            {formatTaka(figures.sales)}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('dashboard.sales.sales')}
          </Text>
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row}>
                  <Table.Th fw={400} c="dimmed" scope="row">
                    {t(`dashboard.sales.${row}`)}
                  </Table.Th>
                  <Table.Td ta="right" fw={600}>
                    {figures[row].toLocaleString('en-US')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : (
        <>
          <Skeleton h={28} mt={6} w={110} />
          {ROWS.map((row) => (
            <Skeleton key={row} h={14} mt={8} />
          ))}
        </>
      )}
    </Card>
  );
}

/** Yesterday, this week (from Saturday), this month and last month. */
export function SalesPeriods({ figures }: { figures: Dashboard['sales'] | undefined }) {
  const { t } = useTranslation();
  return (
    <FigureSection id="dashboard-sales" title={t('dashboard.sales.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {SALES_PERIODS.map((period) => (
          <PeriodCard key={period} period={period} figures={figures?.[period]} />
        ))}
      </SimpleGrid>
    </FigureSection>
  );
}
