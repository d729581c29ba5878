import '@mantine/dates/styles.css';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { DatesSettings } from '../../../../components/dates-settings.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import type { StoreOption } from '../../../stores/api.ts';
import type { StartOrderValues } from './use-start-order-form.ts';

/** Sales date (today in Dhaka by default), reference number and store. */
export function OrderInfoFields({
  form,
  stores,
}: {
  form: UseFormReturnType<StartOrderValues>;
  stores: readonly StoreOption[];
}) {
  const t = useTexts();
  const storeData = stores.map((s) => ({
    value: s.id,
    label: s.status ? s.name : t('startOrder.info.inactiveStore', { name: s.name }),
  }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <DatesSettings>
        <DatePickerInput
          label={t('startOrder.info.salesDate')}
          withAsterisk
          leftSection={<IconCalendar size={16} />}
          {...form.getInputProps('salesDate')}
        />
      </DatesSettings>
      <TextInput
        label={t('startOrder.info.refNo')}
        withAsterisk
        maxLength={60}
        {...form.getInputProps('refNo')}
      />
      <Select
        style={{ gridColumn: '1 / -1' }}
        label={t('startOrder.info.store')}
        withAsterisk
        allowDeselect={false}
        data={storeData}
        {...form.getInputProps('storeId')}
      />
    </SimpleGrid>
  );
}
