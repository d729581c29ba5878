import type { DeliveryRecord } from '@chalan/core/delivery-record/replies';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Whose record: a customer (Start Order) or an order's phone (lists, order view). */
export type DeliveryRecordOf = { customerId: string } | { orderId: string };

const DAY = 24 * 60 * 60 * 1000;

/**
 * Fetched only when asked for (`enabled`), and kept for a day: the courier's figures change slowly and
 * each check may call the courier. Not under the orders key, so an order change does not ask again.
 */
export function useDeliveryRecord(of: DeliveryRecordOf, enabled = true) {
  const [kind, id] =
    'customerId' in of ? (['customers', of.customerId] as const) : (['orders', of.orderId] as const);
  return useQuery({
    queryKey: ['delivery-record', kind, id],
    queryFn: ({ signal }) =>
      api.get<DeliveryRecord>(`/api/${kind}/${encodeURIComponent(id)}/delivery-record`, signal),
    enabled,
    staleTime: DAY,
    gcTime: DAY,
  });
}
