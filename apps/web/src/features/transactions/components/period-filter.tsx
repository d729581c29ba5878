import '@mantine/dates/styles.css';
import { COD_FILTERS, type CodFilter } from '@chalan/core/transactions/cod';
import { Group, Input, SegmentedControl } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { DatesSettings } from '../../../components/dates-settings.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { TransactionFilters } from '../api.ts';

/**
 * The period (From–To, Dhaka dates; empty means this month, as the server takes it) and which orders to
 * show. A range applies once both ends are picked (one day: pick it twice), or when cleared.
 */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}) {
  const t = useTexts();
  const [dates, setDates] = useState<DatesRangeValue<string>>([value.from ?? null, value.to ?? null]);

  function pick(next: DatesRangeValue<string>) {
    setDates(next);
    const [from, to] = next;
    if (from && to) onChange({ ...value, from, to });
    else if (!from && !to) onChange({ ...value, from: undefined, to: undefined });
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatesSettings>
        <DatePickerInput
          type="range"
          label={t('transactions.period')}
          placeholder={t('transactions.periodPlaceholder')}
          value={dates}
          onChange={(next) => pick(next as DatesRangeValue<string>)}
          allowSingleDateInRange
          clearable
          leftSection={<IconCalendar size={16} />}
          w={{ base: '100%', xs: 280 }}
        />
      </DatesSettings>
      <Input.Wrapper label={t('transactions.show')}>
        <SegmentedControl
          display="flex"
          value={value.filter}
          onChange={(filter) => onChange({ ...value, filter: filter as CodFilter })}
          data={COD_FILTERS.map((f) => ({ value: f, label: t(`transactions.filters.${f}`) }))}
        />
      </Input.Wrapper>
    </Group>
  );
}
