import type { CourierCod } from '@chalan/core/transactions/replies';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * Per courier, its money in the period as it reported it: parcels settled, cash collected, its charges,
 * what the orders expected, what it paid out, and the paid parcels that differ from their orders.
 */
export function CourierCodCards({ couriers }: { couriers: CourierCod[] | undefined }) {
  const t = useTexts();
  const format = useFormat();
  if (!couriers?.length) return null;
  return (
    <section aria-label={t('transactions.byCourier.title')}>
      <Title order={2} size="h4" mb="xs">
        {t('transactions.byCourier.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {couriers.map((c) => {
          const lines: [string, string][] = [
            [t('transactions.byCourier.collected'), format.money(c.collected)],
            [t('transactions.byCourier.charged'), format.money(c.charged)],
            [t('transactions.byCourier.expected'), format.money(c.expected)],
            [t('transactions.byCourier.paid'), format.money(c.paid)],
          ];
          return (
            <Card key={c.id} withBorder radius="md" padding="md" component="article" aria-label={c.name}>
              <Group justify="space-between" mb={6} wrap="nowrap">
                <Text fw={700}>{c.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('transactions.byCourier.settled', { count: c.settled })}
                </Text>
              </Group>
              {lines.map(([label, value]) => (
                <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{label}</Text>
                  <Text size="sm" fw={600}>
                    {value}
                  </Text>
                </Group>
              ))}
              {c.flagged > 0 ? (
                <Text size="sm" c="orange.9" fw={600} mt={6}>
                  {t('transactions.byCourier.flagged', { count: c.flagged })}
                </Text>
              ) : null}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
