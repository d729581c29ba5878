import { type OrderStatus, STATUS_COLOURS } from '@chalan/core/orders/status';
import { Badge } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';

/** The spec's badge: PROCESSING, READY, DELIVERED (completed), RETURNED, CANCELLED in its colours. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTexts();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`orderLists.badge.${status}`)}
    </Badge>
  );
}
