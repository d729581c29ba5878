import { type OrderStatus, STATUS_COLOURS } from '@chalan/core/orders/status';
import { ToneBadge } from '../../../../components/icon-button.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';

/**
 * The spec's badge: PROCESSING, READY, DELIVERED (completed), RETURNED, CANCELLED in its colours; a plain
 * element, as a list draws one per row.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTexts();
  return <ToneBadge color={STATUS_COLOURS[status]}>{t(`orderLists.badge.${status}`)}</ToneBadge>;
}
