import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { usePlaceOptions } from '../../../../lib/use-place-options.ts';
import type { OrderEditValues } from './use-order-edit-form.ts';

/** Who receives the parcel and where: name, phone, address, district, thana (after a district). */
export function DeliveryFields({
  form,
  onDistrictChange,
}: {
  form: UseFormReturnType<OrderEditValues>;
  onDistrictChange: (district: string | null) => void;
}) {
  const t = useTexts();
  const { district } = form.values;
  const places = usePlaceOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('startOrder.edit.name')}
        withAsterisk
        maxLength={120}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('startOrder.edit.phone')}
        withAsterisk
        inputMode="tel"
        maxLength={20}
        {...form.getInputProps('phone')}
      />
      <TextInput
        label={t('startOrder.edit.address')}
        withAsterisk
        maxLength={300}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('address')}
      />
      <Select
        label={t('startOrder.edit.district')}
        placeholder={t('startOrder.edit.districtPlaceholder')}
        data={places.districts}
        searchable
        clearable
        allowDeselect={false}
        {...form.getInputProps('district')}
        onChange={onDistrictChange}
      />
      <Select
        label={t('startOrder.edit.thana')}
        placeholder={district ? t('startOrder.edit.thanaPlaceholder') : t('startOrder.edit.thanaFirst')}
        data={places.thanasOf(district)}
        disabled={!district}
        searchable
        clearable
        {...form.getInputProps('thana')}
      />
    </SimpleGrid>
  );
}
