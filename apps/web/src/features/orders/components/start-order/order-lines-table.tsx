import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { usePhone } from '../../../../lib/use-phone.ts';
import { lineTotal } from './order-form-values.ts';
import { OrderLineCards } from './order-line-cards.tsx';
import {
  LineDiscountInput,
  LineQtyInput,
  type OrderLinesTableProps,
  RemoveLineButton,
} from './order-line-fields.tsx';

/**
 * The lines of Start Order and of the order edit modal: quantity 1..available, a line discount in taka.
 * A table from `sm` up; cards on a phone, where the table's six columns would need a sideways swipe.
 */
export function OrderLinesTable({ lines, inputProps, onRemove }: OrderLinesTableProps) {
  const t = useTexts();
  const format = useFormat();
  const phone = usePhone();
  if (lines.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('startOrder.lines.empty')}
      </Text>
    );
  if (phone) return <OrderLineCards lines={lines} inputProps={inputProps} onRemove={onRemove} />;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('startOrder.lines.product')}</Table.Th>
            <Table.Th ta="right">{t('startOrder.lines.price')}</Table.Th>
            <Table.Th w={150}>{t('startOrder.lines.qty')}</Table.Th>
            <Table.Th w={130}>{t('startOrder.lines.discount')}</Table.Th>
            <Table.Th ta="right">{t('startOrder.lines.total')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('startOrder.lines.remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => {
            const productError = inputProps(`lines.${i}.productId`).error;
            return (
              <Table.Tr key={line.productId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('startOrder.products.available', { qty: line.maxQty })}
                  </Text>
                  {productError && (
                    <Text size="xs" c="red" role="alert">
                      {productError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{format.money(line.salePrice)}</Table.Td>
                <Table.Td>
                  <LineQtyInput line={line} index={i} inputProps={inputProps} />
                </Table.Td>
                <Table.Td>
                  <LineDiscountInput line={line} index={i} inputProps={inputProps} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(lineTotal(line))}
                </Table.Td>
                <Table.Td>
                  <RemoveLineButton line={line} onRemove={() => onRemove(i)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
