import type { CourierParcel, CourierSyncReply, ParcelEvents } from '@chalan/core/parcels/replies';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useInvalidateOrders } from './invalidate-orders.ts';
import { ORDERS_KEY } from './keys.ts';

/** Under the orders key: any order change (send, complete, delete) refreshes the courier pages too. */
export const courierParcelsKey = (courierId: string) =>
  [...ORDERS_KEY, 'courier-parcels', courierId] as const;

/** The ready orders sent to one courier, the last sent first: paged, searchable, filtered (`filters`). */
export function useCourierParcels(courierId: string, filters: Record<string, string> = {}) {
  return usePagedList<CourierParcel>(
    courierParcelsKey(courierId),
    `/api/couriers/${encodeURIComponent(courierId)}/parcels`,
    filters,
  );
}

export function useParcelEvents(parcelId: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'parcel-events', parcelId],
    queryFn: async ({ signal }) =>
      (await api.get<ParcelEvents>(`/api/parcels/${encodeURIComponent(parcelId!)}/events`, signal)).items,
    enabled: Boolean(parcelId),
    staleTime: 0,
  });
}

/** Refresh: asks the courier for the statuses now, then the page shows what changed. */
export function useSyncCourier() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (courierId: string) =>
      api.post<CourierSyncReply>(`/api/couriers/${encodeURIComponent(courierId)}/sync`),
    // A delivered parcel can complete its order: every figure from orders may change.
    onSuccess: invalidate,
  });
}
