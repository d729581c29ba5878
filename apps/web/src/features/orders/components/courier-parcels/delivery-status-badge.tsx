import { deliveryStatusColor, toDeliveryStatus } from '@chalan/core/couriers/delivery-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A parcel's delivery status (the eleven normalised values); anything else shows as unknown. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = toDeliveryStatus(status);
  return (
    <Badge color={deliveryStatusColor(known)} variant="light" style={{ flexShrink: 0 }}>
      {t(`deliveryStatus.${known}`)}
    </Badge>
  );
}
