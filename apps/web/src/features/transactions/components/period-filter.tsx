import { COD_FILTERS, type CodFilter } from '@chalan/core/transactions/cod';
import { Group, Input, SegmentedControl } from '@mantine/core';
import { DateRangeInput } from '../../../components/date-range-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { TransactionFilters } from '../api.ts';

/**
 * The period (From–To, Dhaka dates; empty means this month, as the server takes it) and which orders to
 * show.
 */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}) {
  const t = useTexts();

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateRangeInput
        label={t('transactions.period')}
        placeholder={t('transactions.periodPlaceholder')}
        from={value.from}
        to={value.to}
        onChange={({ from, to }) => onChange({ ...value, from, to })}
      />
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
