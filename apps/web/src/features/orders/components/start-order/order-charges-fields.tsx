import { PAYMENT_TYPES } from '@chalan/core/orders/payment';
import { Box, NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Courier } from '../../../couriers/api.ts';
import { DiscountInput } from './discount-input.tsx';
import type { StartOrderValues } from './use-start-order-form.ts';

interface OrderChargesFieldsProps {
  form: UseFormReturnType<StartOrderValues>;
  couriers: readonly Courier[];
  onCourierChange: (courierId: string | null) => void;
  onChargeType: (value: number | string) => void;
  onChargeBlur: () => void;
}

/** Discount on all, payment type, courier, delivery charge (disabled until a courier is chosen), advance, note. */
export function OrderChargesFields({
  form,
  couriers,
  onCourierChange,
  onChargeType,
  onChargeBlur,
}: OrderChargesFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;
  const charge = form.getInputProps('deliveryCharge');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Box style={{ gridColumn: '1 / -1' }}>
        <DiscountInput
          type={values.discountOnAll.type}
          onTypeChange={(type) => form.setFieldValue('discountOnAll.type', type)}
          valueProps={form.getInputProps('discountOnAll.value')}
        />
      </Box>
      <Select
        label={t('startOrder.charges.paymentType')}
        allowDeselect={false}
        data={PAYMENT_TYPES.map((p) => ({ value: p, label: p }))}
        {...form.getInputProps('paymentType')}
      />
      <Select
        label={t('startOrder.charges.courier')}
        placeholder={t('startOrder.charges.courierPlaceholder')}
        withAsterisk
        data={couriers.map((c) => ({ value: c.id, label: c.name }))}
        nothingFoundMessage={t('messages.pleaseAddCourier')}
        {...form.getInputProps('courierId')}
        onChange={onCourierChange}
      />
      <NumberInput
        label={t('startOrder.charges.deliveryCharge')}
        description={values.courierId ? undefined : t('startOrder.charges.chooseCourierFirst')}
        disabled={!values.courierId}
        min={0}
        allowNegative={false}
        allowDecimal={false}
        thousandSeparator=","
        hideControls
        {...charge}
        onChange={onChargeType}
        onBlur={(event) => {
          charge.onBlur?.(event);
          onChargeBlur();
        }}
      />
      <NumberInput
        label={t('startOrder.charges.advance')}
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
