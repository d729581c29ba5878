import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format.ts';
import { type LineValue, lineTotal } from './order-form-values.ts';

interface OrderLinesTableProps {
  lines: readonly LineValue[];
  /** The form's input props for `lines.N.qty` and `lines.N.discount` (and errors of `lines.N.productId`). */
  inputProps: (path: string) => GetInputPropsReturnType;
  onRemove: (index: number) => void;
}

/** The lines of Start Order and of the order edit modal: quantity 1..available, a line discount in taka. */
export function OrderLinesTable({ lines, inputProps, onRemove }: OrderLinesTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (lines.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('startOrder.lines.empty')}
      </Text>
    );
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
                  <NumberInput
                    aria-label={t('startOrder.lines.qtyOf', { name: line.name })}
                    min={1}
                    max={line.maxQty}
                    clampBehavior="none"
                    allowDecimal={false}
                    allowNegative={false}
                    size="xs"
                    {...inputProps(`lines.${i}.qty`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('startOrder.lines.discountOf', { name: line.name })}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    hideControls
                    placeholder="0"
                    size="xs"
                    {...inputProps(`lines.${i}.discount`)}
                  />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(lineTotal(line))}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('startOrder.lines.removeOf', { name: line.name })}
                    onClick={() => onRemove(i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
