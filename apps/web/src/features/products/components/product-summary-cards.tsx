import type { StockFigures } from '@chalan/core/products/replies';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useProductSummary } from '../api.ts';

function FiguresCard({ title, figures }: { title: string; figures: StockFigures | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const rows = [
    { label: t('products.cards.categories'), value: figures && format.number(figures.categories) },
    { label: t('products.cards.items'), value: figures && format.number(figures.items) },
    { label: t('products.cards.value'), value: figures ? format.money(figures.value) : undefined },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Stack gap={4} component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            {row.value === undefined ? (
              <Skeleton h={16} w={60} />
            ) : (
              <Text component="dd" size="sm" fw={600} m={0}>
                {row.value}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Stock on hand, and what came in this month and last month (months in Dhaka, figured by the server). */
export function ProductSummaryCards() {
  const t = useTexts();
  const { data, error, refetch } = useProductSummary();
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
      <FiguresCard title={t('products.cards.stock')} figures={data?.stock} />
      <FiguresCard title={t('products.cards.thisMonth')} figures={data?.thisMonth} />
      <FiguresCard title={t('products.cards.lastMonth')} figures={data?.lastMonth} />
    </SimpleGrid>
  );
}
