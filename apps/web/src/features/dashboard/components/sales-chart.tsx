import '@mantine/charts/styles.css';
import type { Dashboard } from '@chalan/core/dashboard/replies';
import { formatTaka } from '@chalan/core/money';
import { CompositeChart } from '@mantine/charts';
import { Card, Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type Day = Dashboard['chart'][number];
interface Point {
  label: string;
  day: Day;
  /** Taka, for drawing only; texts show the poisha through formatTaka. */
  sales: number;
  orders: number;
}

/**
 * The taka axis in short: "10K" in English, "10 হা" (হাজার), "2.5 লা" (লাখ) in Bangla. Digits stay Latin
 * like every other amount on the screens.
 */
const compactTaka = (language: string) =>
  new Intl.NumberFormat(language === 'bn' ? 'bn' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });

function DayTip({ point }: { point: Point | undefined }) {
  const { t } = useTranslation();
  if (!point) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md">
      <Text size="sm" fw={600}>
        {dayjs(point.day.date).format('ddd, MMM D')}
      </Text>
      <Text size="sm">
        {t('dashboard.chart.sales')}: {formatTaka(point.day.sales)}
      </Text>
      <Text size="sm">
        {t('dashboard.chart.orders')}: {point.day.orders.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

/** Sales (bars, left axis in taka) and orders (line, right axis) for each of the last 30 Dhaka days. */
export function SalesChart({ chart }: { chart: Dashboard['chart'] | undefined }) {
  const { t, i18n } = useTranslation();
  const axisTaka = compactTaka(i18n.language);
  const data: Point[] = (chart ?? []).map((day) => ({
    label: dayjs(day.date).format('MMM D'),
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
            withLegend
            withRightYAxis
            maxBarWidth={18}
            withDots={false}
            curveType="monotone"
            gridAxis="y"
            yAxisProps={{ tickFormatter: (v: number) => `৳${axisTaka.format(v)}`, width: 60 }}
            rightYAxisProps={{ allowDecimals: false, width: 40 }}
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
                    <Table.Td>{dayjs(day.date).format('MMM D, YYYY')}</Table.Td>
                    <Table.Td>{formatTaka(day.sales)}</Table.Td>
                    <Table.Td>{day.orders}</Table.Td>
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
