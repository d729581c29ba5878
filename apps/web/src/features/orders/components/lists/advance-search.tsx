import '@mantine/dates/styles.css';
import { takaToPoisha } from '@chalan/core/money';
import { PAYMENT_TYPES, type PaymentType } from '@chalan/core/orders/payment';
import { Button, Collapse, Group, NumberInput, Paper, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DatesSettings } from '../../../../components/dates-settings.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { usePlaceOptions } from '../../../../lib/use-place-options.ts';
import { useCouriers } from '../../../couriers/api.ts';
import type { OrderFilters } from '../../api/read.ts';

type Amount = number | string;

interface Draft {
  dates: DatesRangeValue<string>;
  courierId: string | null;
  district: string | null;
  paymentType: string | null;
  minAmount: Amount;
  maxAmount: Amount;
}

const EMPTY: Draft = {
  dates: [null, null],
  courierId: null,
  district: null,
  paymentType: null,
  minAmount: '',
  maxAmount: '',
};

/** Whole taka typed in the form; poisha in the filters. */
const toPoisha = (value: Amount) =>
  value === '' || !Number.isSafeInteger(Number(value)) ? undefined : takaToPoisha(Number(value));

function draftOf(filters: OrderFilters): Draft {
  return {
    dates: [filters.from ?? null, filters.to ?? null],
    courierId: filters.courierId ?? null,
    district: filters.district ?? null,
    paymentType: filters.paymentType ?? null,
    minAmount: filters.minAmount === undefined ? '' : filters.minAmount / 100,
    maxAmount: filters.maxAmount === undefined ? '' : filters.maxAmount / 100,
  };
}

/**
 * Advance Search: sales date range, courier, district, payment type and the bill between two amounts.
 * Search applies the form to the list (and to Export Orders); Reset clears it.
 */
export function AdvanceSearch({
  opened,
  filters,
  onApply,
}: {
  opened: boolean;
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}) {
  const t = useTexts();
  const couriers = useCouriers();
  const places = usePlaceOptions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const min = toPoisha(draft.minAmount);
  const max = toPoisha(draft.maxAmount);
  const rangeError =
    min !== undefined && max !== undefined && min > max ? t('messages.orderAmountRangeInvalid') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rangeError) return;
    const [from, to] = draft.dates;
    onApply({
      from: from ?? undefined,
      // A single day chosen: that day.
      to: to ?? from ?? undefined,
      courierId: draft.courierId ?? undefined,
      district: draft.district ?? undefined,
      paymentType: (draft.paymentType as PaymentType | null) ?? undefined,
      minAmount: min,
      maxAmount: max,
    });
  }

  function reset() {
    setDraft(EMPTY);
    onApply({});
  }

  return (
    <Collapse expanded={opened}>
      <Paper
        withBorder
        p="md"
        mb="md"
        component="form"
        onSubmit={submit}
        aria-label={t('orderLists.advance.title')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <DatesSettings>
            <DatePickerInput
              type="range"
              label={t('orderLists.advance.salesDate')}
              placeholder={t('orderLists.advance.salesDatePlaceholder')}
              value={draft.dates}
              onChange={(value) => set('dates', value as DatesRangeValue<string>)}
              allowSingleDateInRange
              clearable
            />
          </DatesSettings>
          <Select
            label={t('orderLists.advance.courier')}
            placeholder={t('orderLists.advance.any')}
            data={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={draft.courierId}
            onChange={(value) => set('courierId', value)}
            clearable
          />
          <Select
            label={t('orderLists.advance.district')}
            placeholder={t('orderLists.advance.any')}
            data={places.districts}
            value={draft.district}
            onChange={(value) => set('district', value)}
            searchable
            clearable
          />
          <Select
            label={t('orderLists.advance.paymentType')}
            placeholder={t('orderLists.advance.any')}
            data={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`paymentTypes.${p}`) }))}
            value={draft.paymentType}
            onChange={(value) => set('paymentType', value)}
            clearable
          />
          <NumberInput
            label={t('orderLists.advance.minAmount')}
            value={draft.minAmount}
            onChange={(value) => set('minAmount', value)}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
          />
          <NumberInput
            label={t('orderLists.advance.maxAmount')}
            value={draft.maxAmount}
            onChange={(value) => set('maxAmount', value)}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            error={rangeError}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={reset}>
            {t('orderLists.advance.reset')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('orderLists.advance.search')}
          </Button>
        </Group>
      </Paper>
    </Collapse>
  );
}
