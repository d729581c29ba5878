import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { DatesSettings } from './dates-settings.tsx';

/**
 * A From–To range of days (YYYY-MM-DD) for a filter. It applies once both ends are picked (one day: pick
 * it twice), or when cleared; a half-picked range stays in the box without filtering yet.
 */
export function DateRangeInput({
  label,
  placeholder,
  from,
  to,
  onChange,
}: {
  label: string;
  placeholder: string;
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const [dates, setDates] = useState<DatesRangeValue<string>>([from ?? null, to ?? null]);

  function pick(next: DatesRangeValue<string>) {
    setDates(next);
    const [start, end] = next;
    if (start && end) onChange({ from: start, to: end });
    else if (!start && !end) onChange({});
  }

  return (
    <DatesSettings>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={placeholder}
        value={dates}
        onChange={(next) => pick(next as DatesRangeValue<string>)}
        allowSingleDateInRange
        clearable
        leftSection={<IconCalendar size={16} />}
        w={{ base: '100%', xs: 280 }}
      />
    </DatesSettings>
  );
}
