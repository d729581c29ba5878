import { ActionIcon, NumberInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import type { LineValue } from './order-form-values.ts';

export interface OrderLinesTableProps {
  lines: readonly LineValue[];
  /** The form's input props for `lines.N.qty` and `lines.N.discount` (and errors of `lines.N.productId`). */
  inputProps: (path: string) => GetInputPropsReturnType;
  onRemove: (index: number) => void;
}

/** What a line's fields need: the line, its index and the form's input props. */
export interface LineFieldProps {
  line: LineValue;
  index: number;
  inputProps: (path: string) => GetInputPropsReturnType;
}

/** The quantity, 1..available. */
export function LineQtyInput({ line, index, inputProps }: LineFieldProps) {
  const t = useTexts();
  return (
    <NumberInput
      aria-label={t('startOrder.lines.qtyOf', { name: line.name })}
      min={1}
      max={line.maxQty}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      size="xs"
      {...inputProps(`lines.${index}.qty`)}
    />
  );
}

/** The line's discount in taka. */
export function LineDiscountInput({ line, index, inputProps }: LineFieldProps) {
  const t = useTexts();
  return (
    <NumberInput
      aria-label={t('startOrder.lines.discountOf', { name: line.name })}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      placeholder="0"
      size="xs"
      {...inputProps(`lines.${index}.discount`)}
    />
  );
}

export function RemoveLineButton({ line, onRemove }: { line: LineValue; onRemove: () => void }) {
  const t = useTexts();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('startOrder.lines.removeOf', { name: line.name })}
      onClick={onRemove}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
}
