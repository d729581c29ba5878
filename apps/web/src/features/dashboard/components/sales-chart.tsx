import '@mantine/charts/styles.css';
import type { Dashboard } from '@chalan/core/dashboard/replies';
import { CompositeChart } from '@mantine/charts';
import { Card, Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

type Day = Dashboard['chart'][number];
interface Point {
  label: string;
  day: Day;
  /** Taka, for drawing only; texts show the poisha through format.money. */
  sales: number;
  orders: number;
}

function DayTip({ point }: { point: Point | undefined }) {
  const t = useTexts();
  const format = useFormat();
  if (!point) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md">
      <Text size="sm" fw={600}>
        {format.weekdayDayMonth(point.day.date)}
      </Text>
      <Text size="sm">
        {t('dashboard.chart.sales')}: {format.money(point.day.sales)}
      </Text>
      <Text size="sm">
        {t('dashboard.chart.orders')}: {format.number(point.day.orders)}
      </Text>
    </Paper>
  );
}

/** Sales (bars, left axis in taka) and orders (line, right axis) for each of the last 30 Dhaka days. */
export function SalesChart({ chart }: { chart: Dashboard['chart'] | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const data: Point[] = (chart ?? []).map((day) => ({
    label: format.dayMonth(day.date),
    day,
    sales: day.sales / 100,
    orders: day.orders,
  }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dashboard-chart-title">
      <Text component="h2" id="dashboard-chart-title" fw={700} fz="lg">
        {t('dashboard.chart.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('dashboard.chart.description')}
      </Text>
      {chart ? (
        <>
          <CompositeChart
            h={280}
            data={data}
            dataKey="label"
            aria-hidden
            // Hidden from screen readers (the table below says the same), so not focusable either.
            composedChartProps={{ accessibilityLayer: false }}
            withLegend
            withRightYAxis
            maxBarWidth={18}
            withDots={false}
            curveType="monotone"
            gridAxis="y"
            yAxisProps={{ tickFormatter: format.compactTaka, width: 60 }}
            rightYAxisProps={{ allowDecimals: false, width: 40, tickFormatter: format.number }}
            tooltipProps={{
              content: ({ payload }) => <DayTip point={payload?.[0]?.payload as Point | undefined} />,
            }}
            series={[
              { name: 'sales', label: t('dashboard.chart.sales'), type: 'bar', color: 'teal.5' },
              {
                name: 'orders',
                label: t('dashboard.chart.orders'),
                type: 'line',
                color: 'orange.7',
                yAxisId: 'right',
              },
            ]}
          />
          <VisuallyHidden>
            <Table>
              <Table.Caption>{t('dashboard.chart.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.chart.date')}</Table.Th>
                  <Table.Th>{t('dashboard.chart.sales')}</Table.Th>
                  <Table.Th>{t('dashboard.chart.orders')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {chart.map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Td>{format.date(day.date)}</Table.Td>
                    <Table.Td>{format.money(day.sales)}</Table.Td>
                    <Table.Td>{format.number(day.orders)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      ) : (
        <Skeleton h={280} />
      )}
    </Card>
  );
}
