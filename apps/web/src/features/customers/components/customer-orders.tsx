import type { CustomerFigures } from '@chalan/core/customers/replies';
import { useLocation } from 'wouter';
import { OrdersByStatus } from '../../../components/orders-by-status.tsx';
import { ORDERS_KEY } from '../../orders/api/keys.ts';

/** The customer's orders by tab (`GET /api/orders?customerId=…`), Download and Print Selected. */
export function CustomerOrders({
  customerId,
  counts,
}: {
  customerId: string;
  counts: CustomerFigures['counts'];
}) {
  const [, navigate] = useLocation();
  return (
    <OrdersByStatus
      counts={counts}
      queryKey={[...ORDERS_KEY, 'list', 'customer']}
      listPath="/api/orders"
      params={{ customerId }}
      exportPath="/api/orders/export"
      onPrint={(ids) => navigate(`/inventory/invoice-generator?ids=${ids}`)}
    />
  );
}
