import { Group, NumberInput, SegmentedControl } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTexts } from '../../../../i18n/use-texts.ts';
import type { DiscountType } from './order-form-values.ts';

/** Discount on all: Fixed (taka, the default) or Percentage of the subtotal (spec part 1 §9). */
export function DiscountInput({
  type,
  onTypeChange,
  valueProps,
}: {
  type: DiscountType;
  onTypeChange: (type: DiscountType) => void;
  valueProps: GetInputPropsReturnType;
}) {
  const t = useTexts();
  const percentage = type === 'percentage';
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NumberInput
        label={percentage ? t('startOrder.discount.percent') : t('startOrder.discount.fixed')}
        min={0}
        max={percentage ? 100 : undefined}
        clampBehavior="none"
        allowNegative={false}
        allowDecimal={percentage}
        decimalScale={percentage ? 2 : 0}
        thousandSeparator=","
        placeholder="0"
        hideControls
        style={{ flex: '1 1 140px' }}
        {...valueProps}
      />
      <SegmentedControl
        aria-label={t('startOrder.discount.type')}
        value={type}
        onChange={(value) => onTypeChange(value as DiscountType)}
        data={[
          { value: 'fixed', label: t('startOrder.discount.typeFixed') },
          { value: 'percentage', label: t('startOrder.discount.typePercentage') },
        ]}
      />
    </Group>
  );
}
