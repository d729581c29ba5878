import {
  COURIER_MAX_WEIGHT_GRAMS,
  DELIVERY_TYPES,
  type DeliveryType,
  ITEM_TYPES,
  type ItemType,
} from '@chalan/core/orders/shipping';
import { maxKg } from '@chalan/core/weight';
import { NumberInput, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTexts } from '../../../../i18n/use-texts.ts';
import type { Courier } from '../../../couriers/api.ts';
import type { LineValue } from './order-form-values.ts';
import { shownWeight, weightBody } from './order-weight.ts';

/** The values these fields edit, shared by Start Order and the order edit form. */
export interface ShippingValues {
  lines: LineValue[];
  /** Kilograms as typed; null while the weight follows the lines. */
  weightGrams: number | string | null;
  deliveryType: DeliveryType;
  itemType: ItemType;
}

/**
 * The order's weight (the lines' sum until the user types one; cleared, it follows them again) and the
 * chosen courier's own option: Steadfast's delivery type, Pathao's item type. The others have neither,
 * so neither is asked. Grid cells of the charges' grid.
 */
export function ShippingFields<V extends ShippingValues>({
  form,
  courier,
}: {
  form: UseFormReturnType<V>;
  courier: Courier | undefined;
}) {
  const t = useTexts();
  // Mantine cannot work out a path's value type on a generic form; these paths are ShippingValues' own.
  const shipping = form as unknown as UseFormReturnType<ShippingValues>;
  const { values } = shipping;
  const shown = shownWeight(values.lines, values.weightGrams);
  const grams = weightBody(shown);
  const provider = courier?.provider;
  const limit = provider && provider !== 'none' ? COURIER_MAX_WEIGHT_GRAMS[provider] : undefined;
  let help = t(values.weightGrams === null ? 'shipping.orderWeightSum' : 'shipping.orderWeightTyped');
  // The send would be refused: say so while the weight can still be changed.
  if (courier && limit !== undefined && grams !== undefined && grams > limit) {
    help = t('shipping.courierMaxWeight', { courier: courier.name, maxKg: maxKg(limit) });
  }
  return (
    <>
      <NumberInput
        label={t('shipping.weightKg')}
        description={help}
        // Below the input, so the input lines up with its neighbour in the grid.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={shown}
        onChange={(value) => shipping.setFieldValue('weightGrams', value)}
        onBlur={() => {
          if (String(values.weightGrams ?? '').trim() === '') shipping.setFieldValue('weightGrams', null);
        }}
        error={shipping.errors.weightGrams}
        min={0}
        decimalScale={3}
        allowNegative={false}
        hideControls
        inputMode="decimal"
      />
      {provider === 'steadfast' ? (
        <Select
          label={t('shipping.deliveryType')}
          allowDeselect={false}
          data={DELIVERY_TYPES.map((type) => ({ value: type, label: t(`shipping.deliveryTypes.${type}`) }))}
          {...shipping.getInputProps('deliveryType')}
        />
      ) : null}
      {provider === 'pathao' ? (
        <Select
          label={t('shipping.itemType')}
          allowDeselect={false}
          data={ITEM_TYPES.map((type) => ({ value: type, label: t(`shipping.itemTypes.${type}`) }))}
          {...shipping.getInputProps('itemType')}
        />
      ) : null}
    </>
  );
}
