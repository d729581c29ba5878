import { useTexts } from '../../../i18n/use-texts.ts';
import { OrderListScreen } from '../components/lists/order-list-screen.tsx';

/** /inventory/orders-processing: search by order id; print, edit, mark ready, cancel, delete. */
export function ProcessingOrdersPage() {
  const t = useTexts();
  return <OrderListScreen status="processing" title={t('pages.ordersProcessing')} />;
}

/** /inventory/all-ready-orders: ready and not sent, with Advance Search, summary figures and export. */
export function ReadyOrdersPage() {
  const t = useTexts();
  return <OrderListScreen status="ready" title={t('pages.allReadyOrders')} />;
}

/** /inventory/completed-orders: DELIVERED; print, delete one, invoice view. */
export function CompletedOrdersPage() {
  const t = useTexts();
  return <OrderListScreen status="completed" title={t('pages.completedOrders')} />;
}

/** /inventory/returned-orders: read only. */
export function ReturnedOrdersPage() {
  const t = useTexts();
  return <OrderListScreen status="returned" title={t('pages.returnedOrders')} />;
}

/** /inventory/cancelled-orders: print and return. */
export function CancelledOrdersPage() {
  const t = useTexts();
  return <OrderListScreen status="cancelled" title={t('pages.cancelledOrders')} />;
}
