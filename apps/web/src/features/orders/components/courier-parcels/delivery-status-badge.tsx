import { deliveryStatusColor, toDeliveryStatus } from '@chalan/core/couriers/delivery-status';
import { Badge } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';

/** A parcel's delivery status (the eleven normalised values); anything else shows as unknown. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const t = useTexts();
  const known = toDeliveryStatus(status);
  return (
    <Badge color={deliveryStatusColor(known)} variant="light" style={{ flexShrink: 0 }}>
      {t(`deliveryStatus.${known}`)}
    </Badge>
  );
}
