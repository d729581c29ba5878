import { SALES_PERIODS, type SalesPeriod } from '@chalan/core/dashboard/periods';
import type { Dashboard } from '@chalan/core/dashboard/replies';
import { Card, Group, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { FigureSection } from './figure-section.tsx';

const ROWS = ['orders', 'quantity', 'customers', 'returns'] as const;

function PeriodCard({
  period,
  figures,
}: {
  period: SalesPeriod;
  figures: Dashboard['sales'][SalesPeriod] | undefined;
}) {
  const t = useTexts();
  const format = useFormat();
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
              ? format.dayMonth(span.from)
              : t('dashboard.sales.span', { from: format.dayMonth(span.from), to: format.dayMonth(span.to) })}
          </Text>
        ) : null}
      </Group>
      {figures ? (
        <>
          <Text fz={24} fw={700} lh={1.3} mt={2}>
            {format.money(figures.sales)}
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
                    {format.number(figures[row])}
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
  const t = useTexts();
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
