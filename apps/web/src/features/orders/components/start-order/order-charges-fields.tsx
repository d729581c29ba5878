import type { Poisha } from '@chalan/core/money';
import { PAYMENT_TYPES, type PaymentType } from '@chalan/core/orders/payment';
import { Box, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import type { Courier } from '../../../couriers/api.ts';
import { DiscountInput } from './discount-input.tsx';
import type { DiscountType, DiscountValue } from './order-form-values.ts';
import { ShippingFields, type ShippingValues } from './shipping-fields.tsx';

/** The values these fields edit, shared by Start Order and the order edit form. */
export interface OrderChargesValues extends ShippingValues {
  discountOnAll: DiscountValue;
  paymentType: PaymentType;
  courierId: string | null;
  advance: number | string;
  note: string;
}

/** How the delivery charge is set. */
export type DeliveryChargeMode =
  /** Start Order: the courier's charge for the district until the user types one (form field `deliveryCharge`). */
  | { kind: 'typed'; onType: (value: number | string) => void; onBlur: () => void }
  /** Order edit: the order's own, or the new courier's for the district; not typed (spec part 1 §5). */
  | { kind: 'fromCourier'; amount: Poisha };

interface OrderChargesFieldsProps<V extends OrderChargesValues> {
  form: UseFormReturnType<V>;
  couriers: readonly Courier[];
  onCourierChange: (courierId: string | null) => void;
  deliveryCharge: DeliveryChargeMode;
  /** The edit form marks the advance required (spec part 1 §5); blank still counts as 0. */
  advanceRequired?: boolean;
  /** Shown under the courier select, the whole width: each courier's rate and charge for the district. */
  courierChoice?: ReactNode;
}

/** Discount on all, payment type, courier, weight and the courier's option, delivery charge, advance, note. */
export function OrderChargesFields<V extends OrderChargesValues>({
  form,
  couriers,
  onCourierChange,
  deliveryCharge,
  advanceRequired = false,
  courierChoice,
}: OrderChargesFieldsProps<V>) {
  const t = useTexts();
  const format = useFormat();
  const { values } = form;
  // Mantine cannot work out a path's value type on a generic form; this path is OrderChargesValues' own.
  const setDiscountType = (type: DiscountType) =>
    (form as unknown as UseFormReturnType<OrderChargesValues>).setFieldValue('discountOnAll.type', type);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Box style={{ gridColumn: '1 / -1' }}>
        <DiscountInput
          type={values.discountOnAll.type}
          onTypeChange={setDiscountType}
          valueProps={form.getInputProps('discountOnAll.value')}
        />
      </Box>
      <Select
        label={t('startOrder.charges.paymentType')}
        allowDeselect={false}
        data={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`paymentTypes.${p}`) }))}
        {...form.getInputProps('paymentType')}
      />
      <Select
        label={t('startOrder.charges.courier')}
        placeholder={t('startOrder.charges.courierPlaceholder')}
        withAsterisk
        // Required, and often preselected: choosing it again must not clear it.
        allowDeselect={false}
        data={couriers.map((c) => ({ value: c.id, label: c.name }))}
        nothingFoundMessage={t('messages.pleaseAddCourier')}
        {...form.getInputProps('courierId')}
        onChange={onCourierChange}
      />
      {courierChoice ? <Box style={{ gridColumn: '1 / -1' }}>{courierChoice}</Box> : null}
      <ShippingFields form={form} courier={couriers.find((c) => c.id === values.courierId)} />
      {deliveryCharge.kind === 'typed' ? (
        <TypedChargeInput
          courierChosen={Boolean(values.courierId)}
          inputProps={form.getInputProps('deliveryCharge')}
          onType={deliveryCharge.onType}
          onBlur={deliveryCharge.onBlur}
        />
      ) : (
        <TextInput
          label={t('startOrder.charges.deliveryCharge')}
          description={t('startOrder.edit.chargeFromCourier')}
          value={format.money(deliveryCharge.amount)}
          readOnly
        />
      )}
      <NumberInput
        label={t('startOrder.charges.advance')}
        withAsterisk={advanceRequired}
        min={0}
        allowNegative={false}
        allowDecimal={false}
        thousandSeparator=","
        hideControls
        placeholder="0"
        {...form.getInputProps('advance')}
      />
      <Textarea
        label={t('startOrder.charges.note')}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={500}
        {...form.getInputProps('note')}
      />
    </SimpleGrid>
  );
}

/** Disabled until a courier is chosen; the parent decides what typing and clearing it mean. */
function TypedChargeInput({
  courierChosen,
  inputProps,
  onType,
  onBlur,
}: {
  courierChosen: boolean;
  inputProps: GetInputPropsReturnType;
  onType: (value: number | string) => void;
  onBlur: () => void;
}) {
  const t = useTexts();
  return (
    <NumberInput
      label={t('startOrder.charges.deliveryCharge')}
      description={courierChosen ? undefined : t('startOrder.charges.chooseCourierFirst')}
      disabled={!courierChosen}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      thousandSeparator=","
      hideControls
      {...inputProps}
      onChange={onType}
      onBlur={(event) => {
        inputProps.onBlur?.(event);
        onBlur();
      }}
    />
  );
}
