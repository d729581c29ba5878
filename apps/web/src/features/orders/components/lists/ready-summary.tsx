import type { ReadySummary } from '@chalan/core/orders/replies';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';

/** The ready page's figures, worked out by the server over every listed order (not just this page). */
export function ReadySummaryCards({ summary }: { summary: ReadySummary | undefined }) {
  const t = useTexts();
  const format = useFormat();
  const figures = [
    { label: t('orderLists.summary.parcels'), value: summary && format.number(summary.parcels) },
    { label: t('orderLists.summary.sales'), value: summary && format.money(summary.sales) },
    { label: t('orderLists.summary.deliveryCharge'), value: summary && format.money(summary.deliveryCharge) },
    { label: t('orderLists.summary.cod'), value: summary && format.money(summary.cod) },
    { label: t('orderLists.summary.advance'), value: summary && format.money(summary.advance) },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 5 }}
      spacing="sm"
      mb="md"
      component="section"
      aria-label={t('orderLists.summary.title')}
    >
      {figures.map((figure) => (
        <Card
          key={figure.label}
          withBorder
          radius="md"
          padding="sm"
          component="article"
          aria-label={figure.label}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          {figure.value === undefined ? (
            <Skeleton h={24} mt={4} w={80} />
          ) : (
            <Text size="lg" fw={700}>
              {figure.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
