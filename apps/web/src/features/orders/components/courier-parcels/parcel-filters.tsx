import { DELIVERY_STATUSES, type DeliveryStatus } from '@chalan/core/couriers/delivery-status';
import { MultiSelect } from '@mantine/core';
import { DateRangeInput } from '../../../../components/date-range-input.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';

export interface ParcelFilters {
  statuses: DeliveryStatus[];
  sentFrom?: string;
  sentTo?: string;
}

/** The filters as the courier page's API takes them (core's courierParcelsQuerySchema). */
export function parcelFilterParams(filters: ParcelFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.statuses.length) params.statuses = filters.statuses.join(',');
  if (filters.sentFrom) params.sentFrom = filters.sentFrom;
  if (filters.sentTo) params.sentTo = filters.sentTo;
  return params;
}

export const hasParcelFilters = (filters: ParcelFilters) =>
  Object.keys(parcelFilterParams(filters)).length > 0;

/** Delivery statuses (any of those picked) and the days it was sent (Dhaka's calendar). */
export function ParcelFiltersBar({
  value,
  onChange,
}: {
  value: ParcelFilters;
  onChange: (next: ParcelFilters) => void;
}) {
  const t = useTexts();

  return (
    <>
      <MultiSelect
        label={t('courierOrders.statuses')}
        placeholder={value.statuses.length ? undefined : t('courierOrders.anyStatus')}
        data={DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`deliveryStatus.${status}`) }))}
        value={value.statuses}
        onChange={(statuses) => onChange({ ...value, statuses: statuses as DeliveryStatus[] })}
        clearable
        w={{ base: '100%', xs: 280 }}
      />
      <DateRangeInput
        label={t('courierOrders.sent')}
        placeholder={t('courierOrders.anyDay')}
        from={value.sentFrom}
        to={value.sentTo}
        onChange={({ from, to }) => onChange({ ...value, sentFrom: from, sentTo: to })}
      />
    </>
  );
}
