import { Skeleton } from '@mantine/core';
import { OrdersByStatus } from '../../../components/orders-by-status.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { merchantOrdersKey, merchantOrdersPath, useMerchantOrderCounts } from '../api.ts';

/** The merchant's orders by tab with counts, and Download of the selected ones (no printing here). */
export function MerchantOrders({ merchantId }: { merchantId: string }) {
  const counts = useMerchantOrderCounts(merchantId);
  if (counts.error && !counts.data)
    return <QueryError error={counts.error} onRetry={() => void counts.refetch()} />;
  if (!counts.data) return <Skeleton h={320} />;
  const path = merchantOrdersPath(merchantId);
  return (
    <OrdersByStatus
      counts={counts.data}
      queryKey={[...merchantOrdersKey(merchantId), 'list']}
      listPath={path}
      exportPath={`${path}/export`}
    />
  );
}
