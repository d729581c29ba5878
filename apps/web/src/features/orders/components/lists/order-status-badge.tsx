import { type OrderStatus, STATUS_COLOURS } from '@chalan/core/orders/status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's badge: PROCESSING, READY, DELIVERED (completed), RETURNED, CANCELLED in its colours. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`orderLists.badge.${status}`)}
    </Badge>
  );
}
