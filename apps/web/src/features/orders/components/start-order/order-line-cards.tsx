import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { lineTotal } from './order-form-values.ts';
import {
  LineDiscountInput,
  LineQtyInput,
  type OrderLinesTableProps,
  RemoveLineButton,
} from './order-line-fields.tsx';

/**
 * The order's lines on a phone: a card each (name, price, stock and remove; quantity and discount side by
 * side under words that say which is which; the line's total), where the table would need a swipe.
 */
export function OrderLineCards({ lines, inputProps, onRemove }: OrderLinesTableProps) {
  const t = useTexts();
  const format = useFormat();
  return (
    <Stack gap="xs">
      {lines.map((line, index) => {
        const productError = inputProps(`lines.${index}.productId`).error;
        return (
          <Paper key={line.productId} withBorder p="xs" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.money(line.salePrice)} · {t('startOrder.products.available', { qty: line.maxQty })}
                </Text>
                {productError && (
                  <Text size="xs" c="red" role="alert">
                    {productError}
                  </Text>
                )}
              </div>
              <RemoveLineButton line={line} onRemove={() => onRemove(index)} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              <Text size="xs" c="dimmed" aria-hidden>
                {t('startOrder.lines.qty')}
              </Text>
              <Text size="xs" c="dimmed" aria-hidden>
                {t('startOrder.lines.discount')}
              </Text>
              <LineQtyInput line={line} index={index} inputProps={inputProps} />
              <LineDiscountInput line={line} index={index} inputProps={inputProps} />
            </SimpleGrid>
            <Text size="sm" fw={500} ta="right" mt="xs">
              {t('startOrder.lines.total')}: {format.money(lineTotal(line))}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
