import type {
  CourierBalance,
  CourierParcel,
  CourierRefresh,
  DeliveredCompletedReply,
  ParcelEvents,
} from '@chalan/core/parcels/replies';
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

/** Refresh: asks the courier now, the parcels on the screen (`first`) first. */
export function useSyncCourier() {
  return useMutation({
    mutationFn: ({ courierId, first }: { courierId: string; first: string[] }) =>
      api.post<CourierRefresh>(`/api/couriers/${encodeURIComponent(courierId)}/sync`, { first }),
  });
}

/** Outside ORDERS_KEY: an order change does not ask for the progress again. */
export const courierRefreshKey = (courierId: string) => ['courier-refresh', courierId] as const;

/** The running (or last) Refresh of this courier, asked again every 1.5 s while it runs. */
export function useRefreshProgress(courierId: string) {
  return useQuery({
    queryKey: courierRefreshKey(courierId),
    queryFn: ({ signal }) =>
      api.get<CourierRefresh>(`/api/couriers/${encodeURIComponent(courierId)}/sync`, signal),
    refetchInterval: (query) => (query.state.data?.running ? 1_500 : false),
    staleTime: 0,
  });
}

/** The courier's balance with the merchant, asked when the page opens (only couriers that tell one). */
export function useCourierBalance(courierId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'courier-balance', courierId],
    queryFn: ({ signal }) =>
      api.get<CourierBalance>(`/api/couriers/${encodeURIComponent(courierId)}/balance`, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** Bulk Complete: the chosen orders whose parcels are delivered. */
export function useCompleteDelivered(courierId: string) {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      api.post<DeliveredCompletedReply>(`/api/couriers/${encodeURIComponent(courierId)}/complete-delivered`, {
        orderIds,
      }),
    onSuccess: invalidate,
  });
}
