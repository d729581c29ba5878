import type { OrderListItem } from '@chalan/core/orders/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiMessage, api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ORDERS_KEY } from './keys.ts';

/** A parcel as stored from the courier's answers; `status` is one of core's DELIVERY_STATUSES. */
export interface Parcel {
  id: string;
  status: string;
  rawStatus: string | null;
  statusChangedAt: string | null;
  consignmentId: string | null;
  trackingCode: string | null;
  lastSyncedAt: string | null;
}

/** A row of a courier's page: a ready order sent to that courier, and its parcel. */
export interface CourierParcel {
  order: OrderListItem;
  parcel: Parcel;
}

export type ParcelEventSource = 'dispatch' | 'poll' | 'webhook' | 'manual';

export interface ParcelEvent {
  status: string;
  rawStatus: string | null;
  source: ParcelEventSource;
  message: string | null;
  occurredAt: string | null;
  createdAt: string;
}

/** Under the orders key: any order change (send, complete, delete) refreshes the courier pages too. */
const parcelsKey = (courierId: string) => [...ORDERS_KEY, 'courier-parcels', courierId] as const;

/** The ready orders sent to one courier, newest first: paged, searchable. */
export function useCourierParcels(courierId: string) {
  return usePagedList<CourierParcel>(
    parcelsKey(courierId),
    `/api/couriers/${encodeURIComponent(courierId)}/parcels`,
  );
}

export function useParcelEvents(parcelId: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'parcel-events', parcelId],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: ParcelEvent[] }>(
          `/api/parcels/${encodeURIComponent(parcelId!)}/events`,
          signal,
        )
      ).items,
    enabled: Boolean(parcelId),
    staleTime: 0,
  });
}

/** The result of asking the courier now about every open parcel. */
export interface SyncReply extends ApiMessage {
  checked: number;
  changed: number;
  failed: number;
}

/** Refresh: asks the courier for the statuses now, then the page shows what changed. */
export function useSyncCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courierId: string) =>
      api.post<SyncReply>(`/api/couriers/${encodeURIComponent(courierId)}/sync`),
    // A delivered parcel can complete its order, so every order list may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
